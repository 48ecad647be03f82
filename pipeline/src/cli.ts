/**
 * npm run maps [-- --force] [-- --only=LKA,SYR] [-- --workers=2]
 *
 * Builds the map files into $MAPS_DIR (default $DATA_DIR/maps, i.e. ./var/maps, as the server reads them) from the raw sources in $GEODATA_MIRROR
 * (else ../shared/geodata when present, else downloads into .cache/geodata). Without --force it does
 * nothing when the stamp says the output is current. --only builds a subset (no stamp written).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildMaps } from './build';
import { ensureMaps } from './ensure';
import { defaultMirror } from './inputs';
import { ValidationError } from './validate';

const { values } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    only: { type: 'string' },
    workers: { type: 'string' },
  },
});
const mapsDir = path.resolve(process.env.MAPS_DIR ?? path.join(process.env.DATA_DIR ?? './var', 'maps'));
const mirror = defaultMirror();
const workers = values.workers !== undefined ? Number(values.workers) : undefined;
const log = (line: string) => console.log(line);

try {
  if (values.only) {
    await buildMaps({
      mapsDir,
      mirror,
      only: values.only.split(','),
      onProgress: log,
      ...(workers !== undefined ? { workers } : {}),
    });
  } else {
    const r = await ensureMaps({
      mapsDir,
      mirror,
      onProgress: log,
      force: values.force,
      ...(workers !== undefined ? { workers } : {}),
    });
    console.log(
      r.rebuilt
        ? `Map data built in ${r.seconds.toFixed(1)} s → ${mapsDir}`
        : `Nothing to do (${r.seconds.toFixed(2)} s).`,
    );
  }
} catch (err) {
  if (err instanceof ValidationError) {
    console.error(`\n${err.message}\n\nThe map files were not updated.`);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exitCode = 1;
}
