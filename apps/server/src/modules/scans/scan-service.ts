// What other modules may ask of the scans module (DESIGN.md rule 4: they call these, never its
// stores or tables): the uploaded scans of a roll or of rolls, one scan by id or checksum, a roll's
// frames, a page of the library, the rolls' progress and thumbnails, and the roll-wide changes the
// rolls module makes (clear a roll's scans, reverse their order), and a claimed vendor order's
// frames moved to the customer.
export { scanProgressOf, selectScanPage, thumbnailStripsOf } from './list-store.js';
export { shownSize, signedLink } from './present-scan.js';
// Scan retention: when each roll's scans were delivered, and removing those delivered by a date.
export { deleteDeliveredScans, selectDeliveredRolls, type DeliveredRoll } from './retention-store.js';
export {
  deleteRollScans,
  fileKeys,
  moveRollScans,
  reversePositions,
  selectRollFrames,
  selectScanById,
  selectScan,
  selectScanBySha,
  selectUploadedScansOf,
  selectUploadedScansOfRolls,
  type ScanRecord,
} from './store.js';
// TIFF unlocks: a member's frames with their unlock state, unlocking them once paid, their TIFF
// master, and the lab's tasks' frames (their numbers, names, rolls and owners, for a page at once).
export {
  lockUnlockStates,
  selectFramesOf,
  selectUnlockStates,
  setScansUnlocked,
  setTiffMaster,
} from './unlock-store.js';
