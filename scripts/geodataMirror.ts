import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Where the raw boundary files come from: GEODATA_MIRROR when set; else the shared mirror beside the
 * project when there is one; else undefined, and the pipeline downloads the pinned URLs into its cache.
 */
export function geodataMirror(root: string): string | undefined {
  if (process.env.GEODATA_MIRROR) return resolve(root, process.env.GEODATA_MIRROR);
  const beside = resolve(root, '../shared/geodata');
  return existsSync(resolve(beside, 'sources.json')) ? beside : undefined;
}
