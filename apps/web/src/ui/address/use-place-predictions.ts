import type { PlacePrediction } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { useEffect, useState } from 'react';
import { callRoute } from '../../lib/api-client';

/** Spec 2.10: predictions are asked for 500 ms after typing stops. */
export const PREDICTION_DEBOUNCE_MS = 500;
const MIN_QUERY = 3;

export interface PlacePredictions {
  predictions: PlacePrediction[];
  /** The search could not be reached or refused (rate limit); the typed address still works. */
  failed: boolean;
}

/**
 * The server's address predictions for `text`, asked once typing has paused for 500 ms. A new
 * keystroke cancels the wait and any call in flight. `skip` (an address just picked) asks nothing.
 */
export function usePlacePredictions(text: string, skip: boolean): PlacePredictions {
  const [state, setState] = useState<PlacePredictions & { for: string }>({ predictions: [], failed: false, for: '' });
  const query = text.trim();
  const ask = !skip && query.length >= MIN_QUERY;

  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callRoute(routePaths.addressSearch.predictions, {
        query: { query },
        signal: controller.signal,
        onUnauthorized: 'ignore',
      })
        .then(({ predictions }) => setState({ predictions, failed: false, for: query }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ predictions: [], failed: true, for: query });
        });
    }, PREDICTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ask, query]);

  // Answers for an older text are not shown while the new one is waited for.
  return ask && state.for === query ? state : { predictions: [], failed: state.failed && ask };
}
