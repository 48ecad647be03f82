import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Sites for tests and benches: a temp WEB_DIST and MAPS_DIR. Apart from testing/app.ts so a bench that
 * starts real server processes can make one without compiling the app.
 */

export interface TestSite {
  readonly root: string;
  readonly webDist: string;
  readonly mapsDir: string;
  cleanup(): Promise<void>;
}

/** A temp directory with an empty WEB_DIST and MAPS_DIR; tests write the files they need. */
export async function createTestSite(): Promise<TestSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'mapwright-site-'));
  const webDist = path.join(root, 'web');
  const mapsDir = path.join(root, 'maps');
  await Promise.all([mkdir(webDist), mkdir(mapsDir)]);
  return { root, webDist, mapsDir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

export async function writeFiles(dir: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}
