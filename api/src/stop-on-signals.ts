import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'nestjs-pino';

/** The signals an orchestrator (SIGTERM) or a terminal (SIGINT, Ctrl-C) stops the process with. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Stops the process on SIGTERM or SIGINT (docs/operations.md#stopping): `before` runs (the worker's health
 * server), then the app closes: HTTP stops accepting and lets in-flight requests finish, queues let running jobs
 * finish, and each module lets go of its connections, none of them waiting on a dependency that is down. Past
 * `timeoutMs` the process exits anyway, its sockets dropped with it; a second signal exits at once. The status is
 * 0: stopping when asked to is not a failure.
 */
export function stopOnSignals(
  app: INestApplicationContext,
  { timeoutMs, logger, before }: { timeoutMs: number; logger: Logger; before?: () => Promise<void> },
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'Stopping at once: a second signal', 'Shutdown');
      process.exit(0);
    }
    stopping = true;
    logger.log({ signal, timeoutMs }, 'Stopping: finishing in-flight requests and jobs', 'Shutdown');
    const deadline = setTimeout(() => {
      logger.warn({ timeoutMs }, 'Stopping: work still in flight after the timeout; exiting anyway', 'Shutdown');
      process.exit(0);
    }, timeoutMs);
    try {
      await before?.();
      await app.close();
      logger.log({}, 'Stopped', 'Shutdown');
    } catch (error) {
      logger.error({ err: error }, 'Stopping: closing failed; exiting anyway', 'Shutdown');
    }
    clearTimeout(deadline);
    process.exit(0);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop(signal));
}
