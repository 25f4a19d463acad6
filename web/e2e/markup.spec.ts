import { expect, test } from '@playwright/test';
import { htmlErrors } from './support/html-validator';
import { publicPagePaths } from './support/public-pages';

/**
 * The Nu Html Checker over the HTML the server sends for the public pages (what browsers, search
 * engines and assistive technology read first): no errors. No browser page needed.
 */

test('the server-rendered public pages are valid HTML', async ({ request }) => {
  test.setTimeout(90_000);
  const documents = await Promise.all(
    (await publicPagePaths(request)).map(async (path) => {
      const response = await request.get(path);
      // The not-found page answers 404, with a page all the same.
      expect(response.headers()['content-type']).toContain('text/html');
      return { name: path, html: await response.text() };
    }),
  );
  expect((await htmlErrors(documents)).join('\n')).toBe('');
});

test('the check reports an invalid document', async () => {
  const broken = `<!doctype html><html lang="en"><head><title>Broken on purpose</title></head>
    <body><div><figcaption>A caption outside any figure</figcaption></div></body></html>`;
  const errors = await htmlErrors([{ name: 'broken', html: broken }]);
  expect(errors).toEqual([
    expect.stringMatching(/^broken:2 error: Element “figcaption” not allowed as child of element “div”/),
  ]);
});
