// What other modules may ask of the tags module (DESIGN.md rule 4: they call these, never its store
// or tables): the labels on rolls and scans, the labels a customer uses, and the SQL conditions the
// library's filters put in their queries.
export { labelsOf, rollCarriesLabel, scanCarriesLabel, selectUsedLabels, type TargetLabels } from './store.js';
// Adding, renaming and removing a label on one roll or scan (the caller has checked the roll or scan
// is the member's), and keeping the rolls' and scans' search words in step with their labels.
export { addLabel } from './add-label.js';
export type { LabelKind } from './label-tables.js';
export { removeLabel } from './remove-label.js';
export { renameLabel } from './rename-label.js';
export { refreshSearchText } from './search-text.js';
