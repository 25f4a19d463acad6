import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../config/app.config';

const run = promisify(execFile);
const lint = (document: string) =>
  run('bash', [join(REPO_ROOT, 'scripts/lint-openapi.sh'), document], { cwd: REPO_ROOT, timeout: 60_000 });

/** The CI step `npm run lint:openapi` (Redocly recommended, Spectral spectral:oas) on the contract. */
describe('the OpenAPI lint step', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on openapi.json', async () => {
    const { stdout } = await lint(join(REPO_ROOT, 'openapi.json'));
    expect(stdout).toContain('OpenAPI lint passed');
  }, 60_000);

  it('fails on a copy with an operation that declares no security at all, and a dangling $ref', async () => {
    const document = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi.json'), 'utf8'));
    delete document.security;
    delete document.paths['/api/services'].get.security;
    document.paths['/api/services'].get.responses['200'].content['application/json'].schema = {
      $ref: '#/components/schemas/NoSuchDto',
    };
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify(document));
    await expect(lint(broken)).rejects.toMatchObject({
      stdout: expect.stringMatching(
        /security-defined[\s\S]*no-unresolved-refs|no-unresolved-refs[\s\S]*security-defined/,
      ),
    });
  }, 60_000);

  it('fails on a copy whose operation has no description (a Spectral warning)', async () => {
    const document = JSON.parse(readFileSync(join(REPO_ROOT, 'openapi.json'), 'utf8'));
    delete document.paths['/api/services'].get.description;
    const broken = join(dir, 'no-description.json');
    writeFileSync(broken, JSON.stringify(document));
    await expect(lint(broken)).rejects.toMatchObject({ stdout: expect.stringContaining('operation-description') });
  }, 60_000);
});
