import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logLinesDuring, modeOf } from '../../../../test/log-lines';
import { LogSmsDriver } from './log-sms.driver';

const CODE = '482913';
const PHONE = '+15551234567';

describe('the log SMS driver (embedded default)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sms-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('logs a code text by its template and masked number, and keeps the text to its user', async () => {
    const driver = new LogSmsDriver(join(dir, 'sms'));
    const lines = await logLinesDuring(() =>
      driver.deliver({
        template: 'auth.phone-verification-code',
        to: PHONE,
        body: `${CODE} is your Inspivision phone verification code.`,
        idempotencyKey: 'a1',
      }),
    );
    expect(lines).toContain('auth.phone-verification-code to +*********67 written to ');
    expect(lines).not.toContain(CODE);
    expect(lines).not.toContain(PHONE);
    const [file] = readdirSync(join(dir, 'sms'));
    expect(modeOf(join(dir, 'sms', file))).toBe(0o600);
  });
});
