// The documentation lives in the repository and stays true to it (docs/adding-a-module.md, "Its page in docs/"):
// - no file of the repository cites a document outside it (the specification files that once sat beside it);
// - the root README stays a newcomer's first page: at most README_MAX_LINES lines;
// - every module of api/src/modules has its page, docs/modules/<module>.md;
// - every relative link of the Markdown files reaches a file of the repository, and a #fragment one of its headings;
// - the layout trees of README.md and web/README.md name only files and folders that exist, and web/README.md names
//   every folder of web/src/features and web/src/components.
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

/** A name in a layout tree: a folder (`routes/`, `api/src/`) or a file (`main.ts`), a `<placeholder>/` standing for its children. */
const LAYOUT_NAME = /^(?:[\w.<>-]+\/)+$|^[\w.-]+\.\w+$/;

/**
 * The paths a layout tree names (the first fenced block after `heading`, or the first of the file): each line's
 * leading names (comma-separated), nested by two spaces under the folder above; a description follows them.
 * A `<module>/` placeholder stands for the folders listed under it (`features/<module>/`: `features/ai/`, ...).
 */
function layoutPaths(markdown, heading) {
  const from = heading ? markdown.indexOf(`\n${heading}\n`) : 0;
  const block = /```\n([\s\S]*?)```/.exec(markdown.slice(Math.max(from, 0)))?.[1] ?? '';
  const parents = [];
  const paths = [];
  for (const line of block.split('\n')) {
    const depth = /^ */.exec(line)[0].length / 2;
    const names = [];
    for (const token of line.trim().split(/\s+/)) {
      const name = token.replace(/,$/, '');
      if (!LAYOUT_NAME.test(name)) break;
      names.push(name);
      if (!token.endsWith(',')) break;
    }
    // A description going on over another line, not a name.
    if (names.length === 0 || !Number.isInteger(depth) || depth > parents.length) continue;
    parents.length = depth;
    const parent = parents.at(-1) ?? '';
    for (const name of names) {
      if (name.includes('<')) parents[depth] = parent + name.slice(0, name.indexOf('<'));
      else {
        paths.push(parent + name);
        if (name.endsWith('/')) parents[depth] = parent + name;
      }
    }
  }
  return paths;
}

for (const [readme, heading] of [
  ['README.md', '## Layout'],
  ['web/README.md', null],
]) {
  const base = dirname(readme);
  const named = layoutPaths(readFileSync(join(ROOT, readme), 'utf8'), heading).map((path) => join(base, path));
  for (const path of named) {
    if (!existsSync(join(ROOT, path))) problems.push(`${readme}'s layout names ${path}, which does not exist`);
  }
  if (readme === 'web/README.md') {
    for (const folder of ['web/src/features', 'web/src/components']) {
      for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
        const path = `${join(folder, entry.name)}/`;
        if (entry.isDirectory() && !named.includes(path)) problems.push(`${readme}'s layout does not name ${path}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} documentation problem(s): see docs/adding-a-module.md, "Its page in docs/".`);
  process.exit(1);
}
console.log('Docs: in the repository, every module has its page, README within bounds, links resolve, layouts true');
