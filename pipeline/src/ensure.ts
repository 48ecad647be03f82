import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAPPED_COUNTRIES } from '@mapwright/core/countries/countries';
import { ensureAllPrecompressed } from './precompressed';
import { PIPELINE_VERSION, buildMaps, type BuildSummary } from './build';
import { loadSources } from './sources';
import { STAMP_FILE, codeDigest, inputsDigest, readStamp, staleReason, type Stamp } from './stamp';

export interface EnsureMapsOptions {
  /** Output folder (the server serves it under /maps/). */
  mapsDir: string;
  /** Raw source mirror (GEODATA_MIRROR); without it, inputs are downloaded into the cache. */
  mirror?: string | undefined;
  onProgress?: (line: string) => void;
  /** Rebuild even when the stamp says the output is current. */
  force?: boolean;
  cacheDir?: string;
  workers?: number;
}

export interface EnsureMapsResult {
  rebuilt: boolean;
  /** Why it rebuilt, or 'up to date'. */
  reason: string;
  seconds: number;
  summary?: BuildSummary;
}

/**
 * Makes sure mapsDir holds the map files for all countries: rebuilds when the output is missing or
 * stale (pipeline version, pipeline code, or input checksums differ from the stamp, or a file is
 * gone), else returns at once without reading any map data (only writing missing .br / .gz siblings).
 */
export async function ensureMaps(opts: EnsureMapsOptions): Promise<EnsureMapsResult> {
  const t0 = performance.now();
  const progress = opts.onProgress ?? (() => {});
  const want: Omit<Stamp, 'files'> = {
    pipelineVersion: PIPELINE_VERSION,
    codeDigest: codeDigest(),
    inputsDigest: inputsDigest(
      loadSources(),
      MAPPED_COUNTRIES.map((c) => c.iso3),
    ),
  };
  const reason = opts.force ? 'forced' : staleReason(opts.mapsDir, want);
  if (!reason) {
    // Output from before the pipeline wrote .br / .gz siblings, or siblings deleted since: write them
    // (a few stat calls when they are all there).
    const files = readStamp(opts.mapsDir)?.files ?? [];
    const written = await ensureAllPrecompressed(files.map((f) => path.join(opts.mapsDir, f)));
    if (written) progress(`  ${written} compressed sibling file(s) written`);
    progress(`Map data up to date in ${opts.mapsDir}`);
    return { rebuilt: false, reason: 'up to date', seconds: (performance.now() - t0) / 1000 };
  }
  progress(`Building map data (${reason})…`);
  const summary = await buildMaps({
    mapsDir: opts.mapsDir,
    mirror: opts.mirror,
    onProgress: progress,
    ...(opts.cacheDir ? { cacheDir: opts.cacheDir } : {}),
    ...(opts.workers !== undefined ? { workers: opts.workers } : {}),
  });
  const stamp: Stamp = { ...want, files: summary.files };
  writeFileSync(path.join(opts.mapsDir, STAMP_FILE), JSON.stringify(stamp, null, 1) + '\n');
  return { rebuilt: true, reason, seconds: (performance.now() - t0) / 1000, summary };
}
