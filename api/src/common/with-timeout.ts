/**
 * `work`, or the error `onTimeout` makes (by default "no answer within `ms` ms") when it has not settled within `ms`. The work goes on either way
 * (a Redis command still completes once the connection is back); the caller stops waiting for it.
 */
export async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => Error = () => new Error(`no answer within ${ms} ms`),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    // The answer may already be waiting on a socket when a stalled event loop runs the timer late:
    // setImmediate lets that I/O be read first, so only work that really did not finish times out.
    timer = setTimeout(() => setImmediate(() => reject(onTimeout())), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
