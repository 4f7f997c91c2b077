import { useEffect, useState } from 'react';

// the monotonic clock: a wall clock set back or forward (time sync) would stretch the wait
const clock = () => performance.now();

/** Seconds left of a countdown started with `start(seconds)`; 0 when idle. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(clock);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(clock()), 250);
    return () => window.clearInterval(timer);
  }, [left]);
  const start = (seconds: number) => {
    const startedAt = clock();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1000);
  };
  return { left, start };
}
