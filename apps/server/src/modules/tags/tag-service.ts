// What other modules may ask of the tags module (DESIGN.md rule 4: they call these, never its store
// or tables): the labels on rolls and scans, the labels a customer uses, and the SQL conditions the
// library's filters put in their queries.
export { labelsOf, rollCarriesLabel, scanCarriesLabel, selectUsedLabels, type TargetLabels } from './store.js';
