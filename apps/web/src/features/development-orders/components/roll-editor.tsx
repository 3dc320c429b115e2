import { addRollsLike, changeDraftRoll, removeDraftRoll, type DraftRoll } from '../../../lib/development-draft-store';
import { Button } from '../../../ui/button';
import styles from './orders.module.css';
import { RollFields } from './roll-fields';

export { SCAN_QUALITY_LABELS } from './roll-fields';

/** One roll of the draft, every choice labelled; changes go straight to the stored draft. */
export function RollEditor({ roll, index }: { roll: DraftRoll; index: number }) {
  const film = [roll.brand, roll.model].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.roll}>
      <legend className={styles.rollTitle}>
        Roll {index + 1}
        {film ? `: ${film}` : ''}
      </legend>
      <RollFields roll={roll} index={index} change={(changes) => changeDraftRoll(roll.key, changes)} />
      <div className={styles.rollActions}>
        <Button variant="secondary" size="sm" onClick={() => addRollsLike(roll.key)}>
          5 more like this
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => removeDraftRoll(roll.key)}
          aria-label={`Remove roll ${index + 1}`}
        >
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
