import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { OpsError } from './tables';

/**
 * Writes a backup file through gzip, into `<file>.partial` renamed to `file` only once `work` has written
 * its last line: a backup cut off by an error or a kill never carries the final name. Refuses to replace
 * an existing file. Resolves to the file's size in bytes.
 */
export async function writeBackupFile(
  file: string,
  work: (write: (line: string) => Promise<void>) => Promise<void>,
): Promise<number> {
  if (existsSync(file))
    throw new OpsError(`${file} already exists; nothing was written. Choose another --out`);
  const partial = `${file}.partial`;
  const output = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const gzip = createGzip();
  gzip.pipe(output);
  const done = finished(output);
  try {
    await work(async (line) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    });
    gzip.end();
    await done;
    await rename(partial, file);
    return (await stat(file)).size;
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await done.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/** The lines of a backup file, read through gunzip as they come (a file of any size in little memory). */
export async function* readBackupFile(file: string): AsyncGenerator<string> {
  if (!existsSync(file)) throw new OpsError(`There is no file ${file}`);
  const decoded = createReadStream(file).pipe(createGunzip());
  let rest = '';
  try {
    for await (const chunk of decoded) {
      const text = rest + (chunk as Buffer).toString('utf8');
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      yield* lines;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
      throw new OpsError(`${file} is not a Mapwright backup, or it is damaged (not a complete gzip file)`);
    }
    throw error;
  } finally {
    decoded.destroy();
  }
  if (rest !== '') yield rest;
}
