/**
 * A lane that runs the work given to it one piece after another, in the order given; a piece that
 * fails does not stop the ones after it (each caller gets its own result or error).
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let lane: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = lane.then(work, work);
    lane = turn.catch(() => undefined);
    return turn;
  };
}
