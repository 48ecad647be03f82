import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readVerified, verifyBytes } from './checksum';
import { MANIFESTS_DIR, MANIFEST_EXT, manifestSchema, type Manifest, type SourceEntry } from './sources';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_CACHE_DIR = path.join(REPO_ROOT, '.cache', 'geodata');

/** The mirror folder: $GEODATA_MIRROR, else ../shared/geodata beside the repo when present. */
export function defaultMirror(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.GEODATA_MIRROR) return path.resolve(env.GEODATA_MIRROR);
  const sibling = path.resolve(REPO_ROOT, '..', 'shared', 'geodata');
  return existsSync(path.join(sibling, 'sources.json')) ? sibling : undefined;
}

export type Fetcher = (url: string) => Promise<Uint8Array>;

const httpFetcher: Fetcher = async (url) => {
  const res = await fetch(url, { redirect: 'follow' });
  if (!res.ok) throw new Error(`Download failed: ${url} → HTTP ${res.status} ${res.statusText}`);
  return new Uint8Array(await res.arrayBuffer());
};

export interface InputStoreOptions {
  /** Folder holding the raw files (layout of ../shared/geodata). Without it, files are downloaded. */
  mirror?: string | undefined;
  /** Download cache, used when there is no mirror. */
  cacheDir?: string;
  /** Root of the installed npm packages. */
  nodeModules?: string;
  fetcher?: Fetcher;
  onDownload?: (url: string) => void;
}

/**
 * Hands out the raw bytes of every input, verified against its pinned sha256. Reads the mirror when
 * there is one, else the download cache, downloading (and verifying before keeping) what is missing.
 * npm-hosted inputs are read from the installed package, whose version must be the pinned one.
 */
export class InputStore {
  readonly mirror: string | undefined;
  readonly cacheDir: string;
  readonly nodeModules: string;
  private readonly fetcher: Fetcher;
  private readonly onDownload: ((url: string) => void) | undefined;

  constructor(opts: InputStoreOptions = {}) {
    this.mirror = opts.mirror;
    this.cacheDir = opts.cacheDir ?? DEFAULT_CACHE_DIR;
    this.nodeModules = opts.nodeModules ?? path.join(REPO_ROOT, 'node_modules');
    this.fetcher = opts.fetcher ?? httpFetcher;
    this.onDownload = opts.onDownload;
  }

  /** Local path of an npm package file, after checking the installed version is the pinned one. */
  npmPath(entry: SourceEntry, relPath = entry.path): string {
    if (!entry.package) throw new Error(`${entry.source_id}: npm entry without package`);
    const at = entry.package.lastIndexOf('@');
    const name = entry.package.slice(0, at);
    const version = entry.package.slice(at + 1);
    const pkgDir = path.join(this.nodeModules, name);
    const pkgJson = path.join(pkgDir, 'package.json');
    if (!existsSync(pkgJson)) {
      throw new Error(
        `${entry.package} is not installed (needed for ${entry.country} ${entry.level}); run npm install`,
      );
    }
    const installed = (JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string }).version;
    if (installed !== version) {
      throw new Error(`${name}: installed version ${installed}, but the source list pins ${version}`);
    }
    return path.join(pkgDir, relPath.replace(/^package\//, ''));
  }

  /** The verified bytes of one GitHub-hosted file of a source. */
  async github(sourceId: string, relPath: string, url: string, expected: string): Promise<Buffer> {
    if (this.mirror) return readVerified(path.join(this.mirror, sourceId, relPath), expected);
    const cached = path.join(this.cacheDir, sourceId, relPath);
    if (existsSync(cached)) return readVerified(cached, expected);
    this.onDownload?.(url);
    const data = await this.fetcher(url);
    verifyBytes(url, data, expected); // never keep a file that does not match
    mkdirSync(path.dirname(cached), { recursive: true });
    const tmp = `${cached}.${process.pid}.part`;
    writeFileSync(tmp, data);
    renameSync(tmp, cached);
    return Buffer.from(data);
  }

  /** The verified main file of an entry (npm or GitHub; not for multi-file sources). */
  async main(entry: SourceEntry): Promise<Buffer> {
    if (!entry.sha256)
      throw new Error(`${entry.source_id} (${entry.country} ${entry.level}) has no single-file sha256`);
    if (entry.kind === 'npm') return readVerified(this.npmPath(entry), entry.sha256);
    return this.github(entry.source_id, entry.path, entry.url, entry.sha256);
  }

  /** Verified companion/support/listed file of a GitHub entry. */
  async file(entry: SourceEntry, ref: { path: string; url: string; sha256: string }): Promise<Buffer> {
    return this.github(entry.source_id, ref.path, ref.url, ref.sha256);
  }

  /**
   * The Who's On First manifest of an entry, verified against the entry's sha256. Read from the mirror's
   * `_manifests/` or, without a mirror, from the project's committed copy.
   */
  manifest(entry: SourceEntry): Manifest {
    if (!entry.sha256) throw new Error(`${entry.source_id}: manifest entry without sha256`);
    const file = this.mirror
      ? path.join(this.mirror, '_manifests', `${entry.source_id}.json`)
      : path.join(MANIFESTS_DIR, `${entry.source_id}${MANIFEST_EXT}`);
    const bytes = readVerified(file, entry.sha256);
    return manifestSchema.parse(JSON.parse(bytes.toString('utf8')));
  }

  /** All files a Who's On First manifest lists, each verified against the manifest. */
  async manifestFiles(
    entry: SourceEntry,
    files: readonly { path: string; sha256: string }[],
    manifest: Manifest,
  ) {
    const out: Buffer[] = [];
    for (const f of files) {
      out.push(
        await this.github(entry.source_id, f.path, manifest.url_template.replace('{path}', f.path), f.sha256),
      );
    }
    return out;
  }
}
