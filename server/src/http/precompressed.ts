import { stat } from 'node:fs/promises';
import { SIBLING_SUFFIX, type ContentEncoding } from '../../../pipeline/src/precompressed';
import type { FoundFile } from './static-files';

/**
 * The build's compressed siblings of a file (`app.js.br`, `app.js.gz`: pipeline/src/precompressed.ts),
 * sent as they are so no request waits for a compression of a built file.
 */

/** The up-to-date sibling of file in this encoding, if there is one. */
export async function findSibling(
  file: FoundFile,
  encoding: ContentEncoding,
): Promise<FoundFile | undefined> {
  const siblingPath = file.path + SIBLING_SUFFIX[encoding];
  try {
    const stats = await stat(siblingPath);
    if (!stats.isFile() || stats.mtimeMs < file.mtimeMs) return undefined;
    return { path: siblingPath, size: stats.size, mtimeMs: stats.mtimeMs };
  } catch {
    return undefined;
  }
}
