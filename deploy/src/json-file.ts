import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';

/** Writes a file so readers see the old or the new content, never a partial one (temp file + rename). */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Writes pretty JSON atomically. */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** True for a "no such file" error. */
export function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Parses JSON text against a schema; the error names the file and the failing field. */
export function parseJson<TSchema extends v.GenericSchema>(
  text: string,
  schema: TSchema,
  source: string,
): v.InferOutput<TSchema> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not valid JSON (${(error as Error).message})`);
  }
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`${source}: ${v.getDotPath(issue) ?? '(document)'}: ${issue.message}`);
  }
  return result.output;
}

/** Reads and validates a JSON file; undefined when the file does not exist. */
export async function readJsonFile<TSchema extends v.GenericSchema>(
  file: string,
  schema: TSchema,
): Promise<v.InferOutput<TSchema> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFileError(error)) return undefined;
    throw error;
  }
  return parseJson(text, schema, file);
}
