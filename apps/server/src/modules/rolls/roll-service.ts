// What other modules may ask of the rolls module (DESIGN.md rule 4: they call these, never its
// store or tables). Scans, contact sheets, film data, shares, stations and zip downloads find a
// customer's rolls here, and lock one before changing what it holds.
export {
  lockRoll,
  selectFirstOrderId,
  selectRoll,
  selectRollByCode,
  selectRollById,
  selectRollLabelFacts,
  selectRollsByIds,
  selectRollsOfPickUp,
  type RollRecord,
} from './store.js';
