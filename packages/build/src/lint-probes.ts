import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** A source text linted as if it lived at `file` (relative to the repository root); the file need not exist. */
export interface LintProbe {
  file: string;
  code: string;
}

/**
 * Lints every probe through the repository's own ESLint configuration (as `npm run lint` lints it) in one Node
 * process; for each probe in order, the messages of the rule `ruleId`. The lint probes of a decision use it.
 */
export function lintProbes(probes: readonly LintProbe[], ruleId: string): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const [probes, ruleId] = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = [];
    for (const { filePath, code } of probes) {
      const [result] = await eslint.lintText(code, { filePath });
      found.push(result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message));
    }
    console.log(JSON.stringify(found));
  `;
  const input = probes.map(({ file, code }) => ({ filePath: path.join(root, file), code }));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify([input, ruleId])], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}
