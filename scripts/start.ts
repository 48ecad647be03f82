/**
 * `npm start`: everything a fresh clone needs, then the server. Validates the configuration first (a bad
 * variable stops here, before minutes of building), builds the web app if its sources changed, builds the
 * map data if missing or stale (with progress), and serves at the printed URL.
 */
import { resolve } from 'node:path';
import { ensureMaps } from '../pipeline/src/ensure';
import { defaultMirror } from '../pipeline/src/inputs';
import { ConfigError, loadConfig, type Config } from '../server/src/config';
import { startServer } from '../server/src/main';
import { ensureWebBuild } from './webBuild';

const root = resolve(import.meta.dirname, '..');

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
try {
  ensureWebBuild(root);
  const mirror = defaultMirror();
  if (!mirror) console.log('No GEODATA_MIRROR: map sources will be downloaded from their pinned URLs.');
  await ensureMaps({ mapsDir: config.mapsDir, mirror, onProgress: (line) => console.log(line) });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await startServer(config);
