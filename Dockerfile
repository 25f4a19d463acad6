# syntax=docker/dockerfile:1
# One image for both processes: `node api/dist/main.js` (HTTP + built web) and `node api/dist/worker.js`.
# Node 24 (LTS): Node 20 left maintenance in April 2026. CI runs the tests on both (package.json engines).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm install --no-audit --no-fund
COPY . .
# Source maps stay out of the image (the API never serves them anyway).
RUN npx nx run-many -t build -p api web --output-style=static \
 && find web/dist -name '*.map' -delete \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# The V8 heap capped as npm start caps it: uncapped on a roomy host, V8 lets a loaded server's heap grow to about
# 1 GB before collecting; capped, it stays near 250-360 MB at no measured cost in throughput
# (docs/performance.md#memory). The api and the worker (docker-compose.yml) both run with it.
ENV NODE_ENV=production PORT=3000 NODE_OPTIONS=--max-old-space-size=512
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
