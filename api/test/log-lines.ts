import { Logger } from '@nestjs/common';
import { statSync } from 'node:fs';

/** Everything the Nest loggers were asked to log while `work` ran. */
export async function logLinesDuring(work: () => Promise<unknown>): Promise<string> {
  const log = jest.spyOn(Logger.prototype, 'log');
  try {
    await work();
    return log.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
  } finally {
    log.mockRestore();
  }
}

/** A file's permission bits, e.g. 0o600. */
export const modeOf = (file: string) => statSync(file).mode & 0o777;
