import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the screen as first rendered, then true (set in a
 * transition). What renders only once it is true never delays that first paint: React may
 * otherwise render a deferred part in the same task as the commit before it, with no paint
 * between.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a timer set in the frame's callback runs once that frame has been painted
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
