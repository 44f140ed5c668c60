/**
 * Runs `work` once the browser is idle (after the current frame is painted), for downloads that must not compete with
 * what is on its way to the screen. Falls back to a timer where requestIdleCallback is missing (Safari).
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}
