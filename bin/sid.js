#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so `npx sid` works in a fresh clone without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/sid.ts');
process.exitCode = await main(process.argv.slice(2));
