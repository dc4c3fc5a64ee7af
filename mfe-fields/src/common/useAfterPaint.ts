import { useEffect, useState } from 'react';

/**
 * `value`, but a change reaches the caller only after the browser painted the render that made it
 * (the next animation frame, then a task): what depends on the returned value is rendered in a
 * render of its own. The paddy-field map restyles the tapped pin and outline among 10,000 after
 * the panel is on screen, so a tap shows the panel without waiting for the map's work.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(() => value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return shown;
}
