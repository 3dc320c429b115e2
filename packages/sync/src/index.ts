// The package's entry point, for the benchmark and tests.
export { main, USAGE } from './main.js';
export { StationClient } from './station-client.js';
export { findRollFolders, listFrames, naturalCompare, sha256Of } from './roll-folders.js';
