// The lab's steps for a roll (spec section 7: add-rolls-event; the admin dashboard's events). A roll
// only moves forward; the server answers 409 to any other move.
export const ROLL_STAGES = ['CREATED', 'RECEIVED', 'DEVELOPED', 'SCANNED', 'SYNCED', 'NEGATIVES_RETURNED'] as const;
export type RollStage = (typeof ROLL_STAGES)[number];

/** The events staff may add (every stage but the first). */
export const ROLL_EVENTS = ROLL_STAGES.slice(1) as Exclude<RollStage, 'CREATED'>[];
export type RollEvent = Exclude<RollStage, 'CREATED'>;

export const ROLL_STAGE_LABELS: Readonly<Record<RollStage, string>> = {
  CREATED: 'Waiting for your film',
  RECEIVED: 'Received',
  DEVELOPED: 'Developed',
  SCANNED: 'Scanned',
  SYNCED: 'Ready to view',
  NEGATIVES_RETURNED: 'Negatives returned',
};

const rank = (stage: string) => (ROLL_STAGES as readonly string[]).indexOf(stage);

/** Why a roll at `current` cannot take `event`, or null when it can (a step forward, skips allowed). */
export function rollEventProblem(current: string, event: RollEvent): string | null {
  if (rank(event) <= rank(current)) {
    return `a roll that is ${current.toLowerCase().replace(/_/g, ' ')} cannot be marked ${event.toLowerCase().replace(/_/g, ' ')}`;
  }
  return null;
}

/** The step that moves a roll on from `stage` (the dashboard's action), or null after the last. */
export function nextRollEvent(stage: RollStage): RollEvent | null {
  return (ROLL_STAGES[rank(stage) + 1] as RollEvent | undefined) ?? null;
}

/** The `count` calendar days (YYYY-MM-DD) ending with `lastDay`, oldest first. */
export function daysEnding(lastDay: string, count: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
