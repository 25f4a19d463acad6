#!/usr/bin/env node
// Lighthouse (mobile, its default) on the public pages the issue names: /, /services, /blog and one
// article. Each of performance, accessibility, best practices and SEO must score at least MIN_SCORE.
// Usage: start the app (npm start), then `npm run bench:lighthouse` (BASE_URL, CHROME_PATH, MIN_SCORE).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MIN_SCORE = Number(process.env.MIN_SCORE ?? 95);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function firstArticlePath() {
  const response = await fetch(`${BASE_URL}/api/blog?pageSize=1`);
  if (!response.ok) throw new Error(`GET /api/blog answered ${response.status}`);
  const { items } = await response.json();
  if (!items?.length) throw new Error('No published article to measure');
  return `/blog/${items[0].slug}`;
}

const paths = ['/', '/services', '/blog', await firstArticlePath()];
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

const failures = [];
try {
  for (const path of paths) {
    const { lhr } = await lighthouse(`${BASE_URL}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    console.log(`${path.padEnd(48)} ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join('  ')}`);
    for (const id of CATEGORIES) {
      if (scores[id] >= MIN_SCORE) continue;
      const misses = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .filter((audit) => lhr.categories[id].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        .map((audit) => `    - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      failures.push(`${path} ${id} ${scores[id]} < ${MIN_SCORE}\n${misses.join('\n')}`);
    }
  }
} finally {
  await chrome.kill();
}

if (failures.length > 0) {
  console.error(`\nBelow ${MIN_SCORE}:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`\nAll pages score at least ${MIN_SCORE} in every category.`);
