import { useEffect, useState } from 'react';

/** The longest a browser busy with a start may hold back what waits for it. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until the browser first has nothing else to do (or IDLE_TIMEOUT_MS has passed),
 * then true: for what no one waits for at a start, such as a picture in the app bar, so its
 * request and the code it loads come after the start's paints instead of among them.
 * Browsers without requestIdleCallback (Safari) take the next task.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(done);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
