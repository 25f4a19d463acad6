// The documentation lives in the repository and stays true to it (docs/adding-a-module.md, "Its page in docs/"):
// - no file of the repository cites a document outside it (the specification files that once sat beside it);
// - the root README stays a newcomer's first page: at most README_MAX_LINES lines;
// - every module of api/src/modules has its page, docs/modules/<module>.md;
// - every relative link of the Markdown files reaches a file of the repository, and a #fragment one of its headings.
// Usage: node scripts/check-docs.mjs (run by `npm run check`). Exits 1 naming every problem.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 150;

// The specification's documents and the folder beside the repository that held them, written in pieces so
// that this file does not cite them itself.
const SHORT_NAME = ['SP', 'EC'].join('');
const OUTSIDE_DOCUMENTS = [SHORT_NAME, 'DES' + 'IGN', 'ST' + 'ACK'].map((name) => `${name}\\.md`).join('|');
const OUTSIDE_FOLDER = 'sha' + 'red';
const OUTSIDE_CITATION = new RegExp(
  [
    `\\b(?:${OUTSIDE_DOCUMENTS})\\b`,
    // The folder by a relative or absolute path, but not an import of a folder of ours of that name
    // (a path going on to a lower-case file name).
    String.raw`(?:\.\.|/work)/` + OUTSIDE_FOLDER + String.raw`(?=$|[\s)\]\x60'",.:;]|/[A-Z])`,
    // The specification by its short name ("... section 2", "... fields").
    `\\b${SHORT_NAME}\\b`,
  ].join('|'),
);

/** Every file of the repository: tracked, or new and not ignored. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(join(ROOT, file)) && statSync(join(ROOT, file)).isFile());

const problems = [];
const textOf = (file) => {
  const bytes = readFileSync(join(ROOT, file));
  return bytes.includes(0) ? null : bytes.toString('utf8');
};

for (const file of files) {
  const text = textOf(file);
  if (text === null) continue;
  text.split('\n').forEach((line, index) => {
    // An import names a module of ours (a folder of that name inside a feature), never a document.
    const imports = /^\s*(?:import|export)\b.*\bfrom\s+['"]\.{1,2}\//.test(line);
    if (!imports && OUTSIDE_CITATION.test(line)) {
      problems.push(`${file}:${index + 1} cites a document outside the repository: cite docs/ instead`);
    }
  });
}

const readmeLines = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
if (readmeLines > README_MAX_LINES) {
  problems.push(`README.md has ${readmeLines} lines, more than ${README_MAX_LINES}: move the detail to docs/`);
}

const modulesDir = join(ROOT, 'api/src/modules');
for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
  if (entry.isDirectory() && !existsSync(join(ROOT, 'docs/modules', `${entry.name}.md`))) {
    problems.push(`api/src/modules/${entry.name} has no page: write docs/modules/${entry.name}.md`);
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
for (const file of files.filter((name) => name.endsWith('.md'))) {
  const text = textOf(file) ?? '';
  const withoutCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  for (const [, target] of withoutCode.matchAll(LINK)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [pathPart, fragment] = target.split('#');
    const resolved = pathPart ? normalize(join(dirname(file), decodeURIComponent(pathPart))) : file;
    const absolute = join(ROOT, resolved);
    if (relative(ROOT, absolute).startsWith('..')) {
      problems.push(`${file} links outside the repository: ${target}`);
      continue;
    }
    if (!existsSync(absolute)) {
      problems.push(`${file} links to ${target}, which does not exist`);
      continue;
    }
    if (fragment && resolved.endsWith('.md') && !anchorsOf(readFileSync(absolute, 'utf8')).has(fragment)) {
      problems.push(`${file} links to ${target}: ${resolved} has no heading #${fragment}`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} documentation problem(s): see docs/adding-a-module.md, "Its page in docs/".`);
  process.exit(1);
}
console.log('Docs: in the repository, every module has its page, README within bounds, links resolve');
