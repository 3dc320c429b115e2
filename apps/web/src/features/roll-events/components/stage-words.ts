import { ROLL_STAGES, type RollStage } from '@filmlab/domain';

/** How each stage reads on the dashboard (the staff's words, not the customer's). */
export const STAGE_WORDS: Readonly<Record<RollStage, { stage: string; action: string }>> = {
  CREATED: { stage: 'Awaiting film', action: 'Receive' },
  RECEIVED: { stage: 'Received', action: 'Mark received' },
  DEVELOPED: { stage: 'Developed', action: 'Mark developed' },
  SCANNED: { stage: 'Scanned', action: 'Mark scanned' },
  SYNCED: { stage: 'Synced', action: 'Mark synced' },
  NEGATIVES_RETURNED: { stage: 'Negatives returned', action: 'Mark negatives returned' },
};

/** The stage in a URL: `negatives-returned` for NEGATIVES_RETURNED. */
export const stageSlug = (stage: RollStage) => stage.toLowerCase().replace(/_/g, '-');

export function stageOfSlug(slug: string | undefined): RollStage | null {
  const stage = (slug ?? '').toUpperCase().replace(/-/g, '_');
  return (ROLL_STAGES as readonly string[]).includes(stage) ? (stage as RollStage) : null;
}
