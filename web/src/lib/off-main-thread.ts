/**
 * The one message a worker module posts: a value worked out off the page's main thread. A page's first use
 * of Intl (a formatter, a time zone, a number's locale string) loads its data, tens of milliseconds on a
 * phone during which the page could not respond. Where workers are unavailable or the worker fails, `here`
 * works the value out on the main thread.
 */
export function answerOffMainThread<T>(startWorker: () => Worker, here: () => T): Promise<T> {
  return new Promise<T>((resolve) => {
    if (typeof Worker === 'undefined') {
      resolve(here());
      return;
    }
    try {
      const worker = startWorker();
      const done = (value: T) => {
        worker.terminate();
        resolve(value);
      };
      worker.onmessage = (event: MessageEvent<T>) => done(event.data);
      worker.onerror = () => done(here());
    } catch {
      resolve(here());
    }
  });
}
