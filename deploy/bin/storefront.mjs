#!/usr/bin/env node
// Plain ESM launcher: runs the TypeScript CLI through tsx's API, so no global tsx is needed.
// tsImport (rather than a bare register()) also compiles the CommonJS-format .ts files of workspace packages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const { main } = await tsImport('../src/cli.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2), { root: path.resolve(here, '..', '..') });
