import { defineConfig } from 'orval';

/** openapi.json → React Query hooks + axios calls in web/src/api/generated (never edited by hand). */
export default defineConfig({
  api: {
    input: { target: './openapi.json' },
    output: {
      mode: 'tags-split',
      target: './web/src/api/generated',
      schemas: './web/src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      override: {
        mutator: { path: './web/src/api/http.ts', name: 'httpClient' },
        query: { signal: true },
      },
    },
  },
});
