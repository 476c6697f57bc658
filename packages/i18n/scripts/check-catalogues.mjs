#!/usr/bin/env node
// `npm run i18n:check`: for each message-owning unit (all shared packages together, the shell, each remote) compares
// the messages extracted from src with the unit's French catalogue lang/fr.json. Fails (exit 1) on a missing id, an
// extra id, a placeholder mismatch or a message that is not valid ICU. Units without messages are skipped.
// Usage: node packages/i18n/scripts/check-catalogues.mjs [--root <repository folder>]
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { TYPE, parse } from '@formatjs/icu-messageformat-parser';

import { extractMessages, messageUnits, readCatalogue, sourceFiles } from '../../build/bin/compile-messages.mjs';

function rootFromArgs(argv) {
  const index = argv.indexOf('--root');
  if (index !== -1 && argv[index + 1]) return path.resolve(argv[index + 1]);
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
}

/** Argument names and tags a message uses: '{name}', '{count, plural, ...}', '<b>...</b>'. */
function placeholdersOf(elements, found = new Set()) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        found.add(element.value);
        for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        placeholdersOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

function placeholdersOfMessage(message) {
  try {
    return { ok: true, names: [...placeholdersOf(parse(message))].sort() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const list = (names) => `{${names.join(', ')}}`;

function checkUnit(unit, root) {
  const english = extractMessages(sourceFiles(unit.sourceDirs));
  const ids = Object.keys(english);
  if (ids.length === 0) return { summary: `${unit.name}: skipped (no messages)`, problems: [] };
  const french = readCatalogue(unit.frenchFile);
  const problems = [];
  for (const id of ids.sort()) {
    if (!Object.hasOwn(french, id)) {
      problems.push(`missing       ${id}`);
      continue;
    }
    const expected = placeholdersOfMessage(english[id].defaultMessage ?? '');
    const actual = placeholdersOfMessage(String(french[id]));
    if (!expected.ok) problems.push(`invalid ICU   ${id} (English): ${expected.error}`);
    if (!actual.ok) problems.push(`invalid ICU   ${id} (French): ${actual.error}`);
    if (expected.ok && actual.ok && list(expected.names) !== list(actual.names)) {
      problems.push(`placeholders  ${id}: English ${list(expected.names)}, French ${list(actual.names)}`);
    }
  }
  for (const id of Object.keys(french).sort()) {
    if (!Object.hasOwn(english, id)) problems.push(`extra         ${id}`);
  }
  const where = path.relative(root, unit.frenchFile);
  const summary =
    problems.length === 0
      ? `${unit.name}: ${ids.length} messages, ${where} complete`
      : `${unit.name}: ${ids.length} messages, ${problems.length} problem(s) in ${where}`;
  return { summary, problems };
}

const root = rootFromArgs(process.argv.slice(2));
let failed = false;
for (const unit of messageUnits(root)) {
  try {
    const { summary, problems } = checkUnit(unit, root);
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${summary}`);
    for (const problem of problems) console.log(`       ${problem}`);
    failed ||= problems.length > 0;
  } catch (error) {
    console.log(`FAIL ${unit.name}: ${error instanceof Error ? error.message : String(error)}`);
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
