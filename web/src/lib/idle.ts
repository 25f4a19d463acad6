/**
 * Runs `task` once the page has finished loading and the browser is idle (at the latest `timeoutMs`
 * after the load event), so deferred work (a third-party script, a lazy chunk) never competes with
 * the first paint or with the page becoming interactive. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(task: () => void, timeoutMs: number): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: number | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: timeoutMs });
    } else {
      timeoutHandle = window.setTimeout(run, 0);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) window.clearTimeout(timeoutHandle);
  };
}
