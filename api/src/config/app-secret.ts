import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from './app.config';

/**
 * The server's secret (APP_SECRET): signs session cookies and keys the hashes of one-time codes.
 * With none configured outside production, a random one is made once and kept in DATA_DIR/app-secret,
 * so sessions survive restarts.
 */
export class AppSecret {
  private constructor(readonly value: string) {}

  static resolve(config: AppConfig): AppSecret {
    if (config.APP_SECRET) return new AppSecret(config.APP_SECRET);
    const file = join(config.dataDir, 'app-secret');
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': when two processes start together, one writes and both read the same secret.
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return new AppSecret(readFileSync(file, 'utf8').trim());
  }

  /** A keyed hash of `value` for one purpose: a leaked table of them is useless without the secret. */
  hash(purpose: string, value: string): string {
    return createHmac('sha256', this.value).update(`${purpose}\0${value}`).digest('base64url');
  }

  /** Whether `value` hashes to `expected`, in constant time. */
  matches(purpose: string, value: string, expected: string): boolean {
    const actual = Buffer.from(this.hash(purpose, value));
    const wanted = Buffer.from(expected);
    return actual.length === wanted.length && timingSafeEqual(actual, wanted);
  }
}
