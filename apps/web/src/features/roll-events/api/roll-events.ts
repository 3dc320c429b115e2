import type { StageRoll } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import type { RollEvent, RollStage } from '@filmlab/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

const rollEventKeys = {
  all: ['roll-events'] as const,
  days: (days: number) => ['roll-events', 'days', days] as const,
  stage: (stage: RollStage) => ['roll-events', 'stage', stage] as const,
};

/** Rolls per event per lab day and the rolls at each stage now. */
export function useRollEventDays(days: number) {
  return useQuery({
    queryKey: rollEventKeys.days(days),
    queryFn: ({ signal }) => callRoute(routePaths.rollEvents.days, { query: { days }, signal }),
  });
}

/** The rolls at one stage, the longest waiting first (a station's worklist). */
export function useStageRolls(stage: RollStage) {
  return useQuery({
    queryKey: rollEventKeys.stage(stage),
    queryFn: ({ signal }) =>
      callRoute(routePaths.rollEvents.stage, { params: { event: stage }, query: { limit: 500 }, signal }),
  });
}

/**
 * Moves the chosen rolls on with the orders' add-rolls-event call, one order at a time (the server
 * moves an order's rolls together or not at all); `onProgress` counts the orders done.
 */
export function useMoveRolls(onProgress: (done: number, total: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ rolls, event }: { rolls: StageRoll[]; event: RollEvent }) => {
      const byOrder = new Map<number, number[]>();
      for (const roll of rolls) byOrder.set(roll.orderId, [...(byOrder.get(roll.orderId) ?? []), roll.id]);
      let done = 0;
      onProgress(0, byOrder.size);
      for (const [orderId, rollIds] of byOrder) {
        await callRoute(routePaths.developmentOrders.addRollsEvent, {
          params: { id: orderId, eventId: event },
          body: { rollIds },
        });
        onProgress(++done, byOrder.size);
      }
      return rolls.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rollEventKeys.all }),
  });
}
