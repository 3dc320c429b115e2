import type { PrintDraft } from '@filmlab/api';
import { cropRect, orientedSize, type CropMode, type PrintSize } from '@filmlab/domain';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './prints.module.css';

export interface CropCenter {
  x: number;
  y: number;
}

export interface CropPreviewProps {
  draft: PrintDraft & { width: number; height: number };
  size: PrintSize;
  mode: CropMode;
  center: CropCenter;
  onCenter: (center: CropCenter) => void;
}

const STEP = 0.02;
const BIG_STEP = 0.1;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The crop and fit preview at the size's aspect ratio. Fill: the image with the part that prints
 * outlined; the outline moves by dragging or with the arrow keys. Fit: the whole image on the paper.
 */
export function CropPreview({ draft, size, mode, center, onCenter }: CropPreviewProps) {
  const image = { width: draft.width, height: draft.height };
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; center: CropCenter } | null>(null);
  const rect = cropRect(image, size, mode, center);
  // The centres the crop can take while it stays inside the image.
  const halfX = rect.width / image.width / 2;
  const halfY = rect.height / image.height / 2;
  const move = (x: number, y: number) => onCenter({ x: clamp(x, halfX, 1 - halfX), y: clamp(y, halfY, 1 - halfY) });
  const current = { x: (rect.left + rect.width / 2) / image.width, y: (rect.top + rect.height / 2) / image.height };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    move(current.x + d[0], current.y + d[1]);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, center: current };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!start || !box || box.width === 0 || box.height === 0) return;
    move(
      start.center.x + (event.clientX - start.x) / box.width,
      start.center.y + (event.clientY - start.y) / box.height,
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  const src = draft.previewUrl ?? '';
  if (mode === 'fit') {
    const paper = orientedSize(size, image);
    return (
      <figure className={styles.preview}>
        <div className={styles.paper} style={{ aspectRatio: `${paper.width} / ${paper.height}` }}>
          <img src={src} alt={`${draft.name} fitted on ${size} paper`} width={image.width} height={image.height} />
        </div>
        <figcaption>The whole image, with white margins on {size} paper.</figcaption>
      </figure>
    );
  }
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;
  return (
    <figure className={styles.preview}>
      <div ref={frame} className={styles.cropFrame} style={{ aspectRatio: `${image.width} / ${image.height}` }}>
        <img src={src} alt={draft.name} width={image.width} height={image.height} draggable={false} />
        <div
          className={styles.cropBox}
          role="group"
          tabIndex={0}
          aria-label={`Crop for ${size}: drag or use the arrow keys to move it`}
          data-crop-x={current.x.toFixed(3)}
          data-crop-y={current.y.toFixed(3)}
          style={{
            left: pct(rect.left, image.width),
            top: pct(rect.top, image.height),
            width: pct(rect.width, image.width),
            height: pct(rect.height, image.height),
          }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      </div>
      <figcaption>
        The outlined part prints on {size} paper ({rect.width} × {rect.height} pixels).
      </figcaption>
    </figure>
  );
}
