// The release CLI and the edge from their TypeScript sources (run with tsx), for tests that start them as a process
// before `npm run build` has compiled deploy/dist (`npm test` runs the unit tests first).
import path from 'node:path';
import { main } from '../cli';

void main(process.argv.slice(2), { root: path.resolve(__dirname, '..', '..', '..') }).then((code) => {
  process.exitCode = code;
});
