import { useEffect, useRef, useState } from 'react';

/**
 * Runs `load` once, the first time `enabled` is true, and returns its result. The marketing pages'
 * own small reads (the footer's blog posts, the gallery) use it instead of TanStack Query, which the
 * pre-rendered pages do not load (lib/query-gate.tsx). `load` handles its own errors.
 */
export function useLoadOnce<T>(enabled: boolean, load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  const loadRef = useRef(load);
  const started = useRef(false);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    let live = true;
    void loadRef.current().then((result) => {
      if (live) setValue(result);
    });
    return () => {
      live = false;
      started.current = false;
    };
  }, [enabled]);
  return value;
}
