// When staff may adjust a roll of a development order (the film that arrived differs from the order):
// its film (stock, format, process) until it is developed, and it may leave the order only if it
// never arrived and is not the order's last roll. The server answers 409 with the problem.

/** Stages whose film may still be changed: the lab has not developed it. */
export const FILM_CHANGEABLE_STAGES = ['CREATED', 'RECEIVED'] as const;

export function rollChangeProblem(stage: string): string | null {
  return (FILM_CHANGEABLE_STAGES as readonly string[]).includes(stage)
    ? null
    : 'This roll is developed already; its film can no longer be changed';
}

export function rollRemovalProblem(stage: string, rollsOnOrder: number): string | null {
  if (stage !== 'CREATED') return 'This roll arrived at the lab; only a roll that never arrived can be removed';
  if (rollsOnOrder <= 1) return 'This is the last roll of the order; cancel the order instead';
  return null;
}
