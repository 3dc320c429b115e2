import type { Scan } from '@filmlab/api';
import { PRINT_QUANTITY_CAP } from '@filmlab/domain';
import { Stepper } from '../../../ui/stepper';
import styles from './prints.module.css';

export interface FramePickerProps {
  frames: readonly Scan[];
  /** Chosen frames and how many prints of each. */
  selection: ReadonlyMap<number, number>;
  onToggle: (scanId: number, chosen: boolean) => void;
  onQuantity: (scanId: number, quantity: number) => void;
}

const frameLabel = (frame: Scan) => `Frame ${frame.frame} (${frame.name})`;

/** The member's frames as checkboxes; a chosen frame gets a quantity stepper. */
export function FramePicker({ frames, selection, onToggle, onQuantity }: FramePickerProps) {
  return (
    <ul className={styles.frames} aria-label="Frames">
      {frames.map((frame) => {
        const quantity = selection.get(frame.id);
        const chosen = quantity !== undefined;
        return (
          <li key={frame.id} className={chosen ? `${styles.frame} ${styles.chosen}` : styles.frame}>
            <label className={styles.frameLabel}>
              <input
                type="checkbox"
                checked={chosen}
                onChange={(event) => onToggle(frame.id, event.target.checked)}
                aria-label={frameLabel(frame)}
              />
              {frame.files.thumbnail ? (
                <img
                  src={frame.files.thumbnail}
                  alt=""
                  width={frame.width && frame.height && frame.width < frame.height ? 100 : 150}
                  height={frame.width && frame.height && frame.width < frame.height ? 150 : 100}
                  loading="lazy"
                />
              ) : (
                <span className={styles.noThumb} aria-hidden />
              )}
              <span className={styles.frameName}>Frame {frame.frame}</span>
            </label>
            {chosen && (
              <Stepper
                label={`Prints of ${frameLabel(frame)}`}
                quantity={quantity}
                stock={PRINT_QUANTITY_CAP}
                onChange={(next) => onQuantity(frame.id, next)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
