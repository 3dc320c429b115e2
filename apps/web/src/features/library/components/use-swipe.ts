import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe of at least `distance` pixels calls back with its direction. */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void, distance = 50) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= distance && Math.abs(dx) > Math.abs(dy) * 1.5) onSwipe(dx < 0 ? 'left' : 'right');
    },
  };
}
