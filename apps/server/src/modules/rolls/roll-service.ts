// What other modules may ask of the rolls module (DESIGN.md rule 4: they call these, never its
// store or tables). Scans, contact sheets, film data, shares, stations and zip downloads find a
// customer's rolls here, lock one before changing what it holds, and ask whether its owner gets
// its contact sheet.
export { contactSheetAccessFor } from './contact-sheet-access.js';
// The library module lists and edits rolls through these; it, scans and tags read the member's
// pages through the library cache and page them with its cursors.
export { clearLibraryOnWrites, libraryCacheFor, libraryTag, readLibrary } from './library-cache.js';
export { encodeCursor } from './library-query.js';
// The roll events dashboard: rolls per stage, and the rolls at one stage.
export { selectRollStageCounts, selectRollsAtStage } from './stage-store.js';
export {
  lockRoll,
  lockRollSkipLocked,
  moveOrderRolls,
  rollIdsWithFilm,
  selectRoll,
  selectRollByCode,
  selectRollById,
  selectRollCountsOfOrders,
  selectRollLabelFacts,
  selectRollsByIds,
  selectRollsOfPickUp,
  selectSyncedRollsOfOrder,
  selectFilmValues,
  selectRollPage,
  updateRollRow,
  type RollRecord,
} from './store.js';
// Development orders: the rolls they make and move through the lab, and what the lab's screens read
// of them (the queue, the pace, the board's filters and summaries, an order's rolls with its choices).
export {
  changeRollFilm,
  deleteUnreceivedRoll,
  insertOrderRolls,
  markRollsRushed,
  moveRollToStep,
  setPickUpOfRolls,
  type NewOrderRoll,
  type RollFilm,
} from './order-roll-store.js';
export {
  countRollsByProcess,
  hasMatchingRoll,
  isOrderOfMatchingRolls,
  rollFactsSubquery,
  selectOutstandingRollGroups,
  selectRollSummaries,
  type OrderRollSummary,
  type RollFilter,
} from './lab-store.js';
