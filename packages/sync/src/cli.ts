// The command as `bin/filmlab-sync.mjs` runs it, compiled by `npm run build` into dist/filmlab-sync.js.
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
