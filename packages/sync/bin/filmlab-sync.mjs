#!/usr/bin/env node
// The command's entry: the TypeScript sources run through tsx, so nothing needs building first.
/* global process */
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
