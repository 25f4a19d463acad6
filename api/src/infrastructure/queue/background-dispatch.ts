import type { Logger } from '@nestjs/common';

/**
 * What a transactional outbox runs beside its callers: hand-overs to the queue started after a commit and
 * not awaited (a failure leaves the rows to the sweep), and the periodic sweep. Shutdown waits for the
 * hand-overs under way.
 */
export class BackgroundDispatch {
  private readonly running = new Set<Promise<void>>();
  private sweepTimer?: NodeJS.Timeout;

  constructor(private readonly logger: Logger) {}

  /** Runs `sweep` every `seconds`; a failed run is logged and the next one tries again. */
  sweepEvery(seconds: number, sweep: () => Promise<unknown>): void {
    this.sweepTimer = setInterval(
      () => void sweep().catch((error) => this.logger.error(`Sweep failed: ${(error as Error).message}`)),
      seconds * 1000,
    );
  }

  /** Lets `dispatch` run without waiting for it; a failure is logged after `deferred` (the sweep retries). */
  start(dispatch: Promise<void>, deferred: string): void {
    const run = dispatch
      .catch((error) => this.logger.warn(`${deferred}: ${(error as Error).message}`))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Waits until no hand-over is under way, including those started meanwhile. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops the sweep and waits for the hand-overs under way. */
  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    await Promise.allSettled(this.running);
  }
}
