import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Topology } from 'topojson-specification';
import { MAPPED_COUNTRIES, mapKeyOf } from '@mapwright/core/countries/countries';
import { creditOf } from '@mapwright/core/geodata/attribution';
import type { MapLanguage } from '@mapwright/core/document/map-language';
import { NAMES_MANIFEST_FILE, type NamesManifest } from '@mapwright/core/names/language-names';
import { ensureAllPrecompressed, ensurePrecompressed } from './precompressed';
import {
  COUNTRY_INDEX_VERSION,
  countryIndexSchema,
  type CountryEntry,
  type CountryIndex,
  type LevelEntry,
  type SourceEntry as IndexSource,
} from '@mapwright/core/geodata/countryIndex';
import { buildCountry, builtFile, type BuiltFile, type CountryResult } from './country';
import { DEFAULT_CACHE_DIR, InputStore } from './inputs';
import type { RawFeature } from './loaders';
import { loadNaturalEarth } from './naturalEarth';
import { asciiJson } from './ascii-json';
import { RECIPES } from './recipes';
import { loadSources, primarySource, type SourceEntry } from './sources';
import { ValidationError } from './validate';
import type { WorkerReply, WorkerTask } from './worker';

/** Bump when the output changes for reasons the source digest of the pipeline code does not catch. */
export const PIPELINE_VERSION = '1';

export interface BuildOptions {
  mapsDir: string;
  mirror?: string | undefined;
  cacheDir?: string;
  /** Build only these countries (ISO3); the index then lists only them and old files are kept. */
  only?: readonly string[];
  /** Worker processes; 0 builds in this process. Default: 2. */
  workers?: number;
  /** URL prefix of the files in the index. */
  baseUrl?: string;
  onProgress?: (line: string) => void;
}

export interface BuildSummary {
  results: CountryResult[];
  seconds: number;
  index: CountryIndex;
  /** File names written (or kept) in mapsDir, index.json included. */
  files: string[];
}

/** Map files are named by map key: the ISO3 code, or `<ISO3>_<TAG>` for a variant (VNM_PRE2025). */
const OUTPUT_FILE =
  /^(?:[A-Z]{3}(?:_[A-Z0-9]+)?-[12]\.(?:screen|print)\.[0-9a-f]{8}\.topo\.json|[A-Z]{3}(?:_[A-Z0-9]+)?\.projected\.[0-9a-f]{8}\.json|[A-Z]{3}(?:_[A-Z0-9]+)?\.names-[A-Za-z-]+\.[0-9a-f]{8}\.json|outlines\.[0-9a-f]{8}\.json)$/;

/**
 * The names in a listing of mapsDir that an earlier build wrote and this one does not keep: map and
 * outline files, with their .br and .gz siblings (a sibling goes when its file goes).
 */
export function staleOutputs(names: readonly string[], keep: ReadonlySet<string>): string[] {
  return names.filter((name) => {
    const file = name.replace(/\.(?:br|gz)$/, '');
    return OUTPUT_FILE.test(file) && !keep.has(file);
  });
}

function sourceUrl(e: SourceEntry): string {
  if (e.kind === 'npm' && e.package) {
    const at = e.package.lastIndexOf('@');
    return `https://www.npmjs.com/package/${e.package.slice(0, at)}/v/${e.package.slice(at + 1)}`;
  }
  return e.repo && e.commit ? `https://github.com/${e.repo}/tree/${e.commit}` : e.url;
}

function sourceTitle(e: SourceEntry): string {
  if (e.title) return e.title;
  if (e.kind === 'npm') return `npm package ${e.package}`;
  return `GitHub ${e.repo}${e.commit ? ` @ ${e.commit.slice(0, 7)}` : ''}`;
}

/** Estimated work per country, to start the heavy ones first. */
function weight(key: string, sources: readonly SourceEntry[]): number {
  const recipe = RECIPES[key]!;
  const e = primarySource(sources, recipe.sourceCountry ?? key, recipe.levels[2].sourceLevel ?? 'ADM2');
  if (!e) return 0;
  const bytes = e.bytes ?? (e.files ?? []).reduce((s, f) => s + (f.bytes ?? 0), 0);
  return e.feature_count * 2 + bytes / 10_000 + (e.files_manifest ? e.feature_count * 3 : 0);
}

function writeAtomic(file: string, content: string) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
}

async function runPool(
  tasks: string[],
  ne: Map<string, RawFeature[]>,
  opts: BuildOptions,
  onResult: (r: CountryResult) => void,
): Promise<void> {
  const sources = loadSources();
  const log = (iso3: string, m: string) => opts.onProgress?.(`  ${iso3}: ${m}`);
  const neFor = (iso3: string) =>
    RECIPES[iso3]!.neUnits.map((u) => [u, ne.get(u)!] as [string, RawFeature[]]);
  const workers = opts.workers ?? 2;
  if (workers <= 0) {
    const store = new InputStore({ mirror: opts.mirror, cacheDir: opts.cacheDir ?? DEFAULT_CACHE_DIR });
    for (const iso3 of tasks) {
      onResult(
        await buildCountry(iso3, { store, sources, ne: new Map(neFor(iso3)), log: (m) => log(iso3, m) }),
      );
    }
    return;
  }
  const queue = [...tasks];
  const workerFile = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const children: ChildProcess[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(workers, tasks.length) }, async () => {
        const child = fork(workerFile, [], {
          execArgv: ['--import', import.meta.resolve('tsx')],
          serialization: 'advanced',
        });
        children.push(child);
        child.send({ type: 'init', mirror: opts.mirror, cacheDir: opts.cacheDir ?? DEFAULT_CACHE_DIR });
        for (let iso3 = queue.shift(); iso3; iso3 = queue.shift()) {
          const result = await new Promise<CountryResult>((resolve, reject) => {
            const onMsg = (m: WorkerReply) => {
              if (m.type === 'progress') log(m.iso3, m.message);
              else {
                child.off('message', onMsg);
                child.off('exit', onExit);
                if (m.type === 'done') resolve(m.result);
                else reject(new Error(`${m.iso3}: ${m.message}`));
              }
            };
            const onExit = (code: number | null) =>
              reject(new Error(`worker for ${iso3} exited with code ${code}`));
            child.on('message', onMsg);
            child.once('exit', onExit);
            child.send({ type: 'task', iso3, ne: neFor(iso3) } satisfies WorkerTask);
          });
          onResult(result);
        }
      }),
    );
  } finally {
    for (const c of children) c.kill();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function summaryTable(results: readonly CountryResult[], totalSeconds: number): string {
  const rows: string[][] = [['country', 'level', 'divisions', 'screen gz', 'print gz', 'seconds']];
  let [count, sgz, pgz] = [0, 0, 0];
  for (const r of results) {
    for (const l of r.levels) {
      rows.push([
        r.iso3,
        String(l.level),
        l.available ? String(l.count) : 'n/a',
        l.screen ? kb(l.screen.gzipBytes) : '-',
        l.print ? kb(l.print.gzipBytes) : '-',
        l.level === 1 ? r.seconds.toFixed(1) : '',
      ]);
      count += l.count;
      sgz += l.screen?.gzipBytes ?? 0;
      pgz += l.print?.gzipBytes ?? 0;
    }
  }
  const screens = results
    .flatMap((r) => r.levels.flatMap((l) => (l.screen ? [l.screen.gzipBytes] : [])))
    .sort((a, b) => a - b);
  const median = screens.length ? screens[Math.floor((screens.length - 1) / 2)]! : 0;
  rows.push([
    'TOTAL',
    `${results.length} countries`,
    String(count),
    kb(sgz),
    kb(pgz),
    totalSeconds.toFixed(1),
  ]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) =>
    r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const lines = rows.map(fmt);
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  lines.splice(lines.length - 1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  lines.push(`screen files gzipped: median ${kb(median)}, max ${kb(screens.at(-1) ?? 0)}`);
  return lines.join('\n');
}

/** Builds the map files and the country index into opts.mapsDir. Throws ValidationError with the report. */
export async function buildMaps(opts: BuildOptions): Promise<BuildSummary> {
  const t0 = performance.now();
  const progress = opts.onProgress ?? (() => {});
  const sources = loadSources();
  const only = opts.only?.map((s) => s.toUpperCase());
  // Countries and variants by map key (the ISO3 code, or VNM_PRE2025 for a variant).
  const countries = MAPPED_COUNTRIES.filter((c) => !only || only.includes(mapKeyOf(c)));
  if (only)
    for (const o of only)
      if (!MAPPED_COUNTRIES.some((c) => mapKeyOf(c) === o))
        throw new Error(`Unknown country ${o} (use ISO3 codes, or a variant's map key)`);
  const store = new InputStore({ mirror: opts.mirror, cacheDir: opts.cacheDir ?? DEFAULT_CACHE_DIR });
  progress(
    `Map data: ${countries.length} countries from ${opts.mirror ? `mirror ${opts.mirror}` : `downloads cached in ${opts.cacheDir ?? DEFAULT_CACHE_DIR}`}`,
  );

  const neUnits = new Set(countries.flatMap((c) => RECIPES[mapKeyOf(c)]!.neUnits));
  const tNe = performance.now();
  const ne = neUnits.size ? loadNaturalEarth(store, sources, neUnits) : new Map<string, RawFeature[]>();
  if (neUnits.size)
    progress(
      `  Natural Earth admin-1 read and verified once (${((performance.now() - tNe) / 1000).toFixed(1)} s)`,
    );

  const tasks = countries.map(mapKeyOf).sort((a, b) => weight(b, sources) - weight(a, sources));
  const results = new Map<string, CountryResult>();
  let done = 0;
  await runPool(tasks, ne, opts, (r) => {
    results.set(r.iso3, r);
    done++;
    const lv = r.levels.map((l) => `L${l.level} ${l.available ? l.count : 'unavailable'}`).join(', ');
    const pm = r.levels[1].parentMethods;
    const parents = pm
      ? ` · parents: ${Object.entries(pm)
          .map(([k, v]) => `${v} by ${k}`)
          .join(', ')}`
      : '';
    progress(
      `[${String(done).padStart(2)}/${tasks.length}] ${r.iso3} ${lv} · ${r.seconds.toFixed(1)} s${parents}${r.problems.length ? ` · ${r.problems.length} PROBLEMS` : ''}`,
    );
  });
  const ordered = countries.map((c) => results.get(mapKeyOf(c))!);
  const problems = ordered.flatMap((r) => r.problems);
  if (problems.length) throw new ValidationError(problems);

  mkdirSync(opts.mapsDir, { recursive: true });
  const baseUrl = opts.baseUrl ?? '/maps/';
  const written: string[] = [];
  const put = (f: BuiltFile) => {
    const p = path.join(opts.mapsDir, f.file);
    if (!existsSync(p)) writeAtomic(p, f.content);
    written.push(f.file);
    return { url: baseUrl + f.file, bytes: f.bytes, gzipBytes: f.gzipBytes };
  };

  const outlines: Record<string, Topology> = {};
  for (const r of ordered) outlines[r.iso3] = r.outline;
  const outlinesFile = builtFile((hash) => `outlines.${hash}.json`, asciiJson(outlines));

  // The Attribution page's list: one entry per source and credit line.
  const indexSources: IndexSource[] = [];
  const sourceIdFor = (e: SourceEntry, usedFor: string) => {
    let s = indexSources.find(
      (x) => x.id.split(':')[0] === e.source_id && x.attribution === e.attribution && x.licence === e.licence,
    );
    if (!s) {
      const variants = indexSources.filter((x) => x.id.split(':')[0] === e.source_id).length;
      s = {
        id:
          variants || sources.some((o) => o.source_id === e.source_id && o.attribution !== e.attribution)
            ? `${e.source_id}:${usedFor}`
            : e.source_id,
        title: sourceTitle(e),
        licence: e.licence,
        attribution: e.attribution,
        url: sourceUrl(e),
        usedFor: [],
      };
      indexSources.push(s);
    }
    s.usedFor.push(usedFor);
    return s.id;
  };

  const entries: CountryEntry[] = ordered.map((r) => {
    const c = countries.find((x) => mapKeyOf(x) === r.iso3)!;
    const lv = (i: 0 | 1): LevelEntry => {
      const l = r.levels[i];
      // Name lists and merger tables are credited beside the boundary source (decision "Latin names
      // beside local ones", decision "Former boundaries are a variant of the country").
      const extra = RECIPES[r.iso3]!.levels[(i + 1) as 1 | 2].extraSources ?? [];
      if (!l.available || !l.source || !l.screen || !l.print)
        return {
          available: false,
          label: l.label,
          labelSingular: l.singular,
          unavailableReason: l.unavailableReason ?? 'Not available yet.',
        };
      for (const e of extra) sourceIdFor(e, `${r.iso3}-${l.level}`);
      return {
        available: true,
        label: l.label,
        labelSingular: l.singular,
        count: l.count,
        screen: put(l.screen),
        print: put(l.print),
        source: sourceIdFor(l.source, `${r.iso3}-${l.level}`),
        licence: l.source.licence,
        attribution: extra.length
          ? [l.source, ...extra].map((e) => creditOf(e.attribution)).join(' · ')
          : l.source.attribution,
      };
    };
    return {
      slug: c.slug,
      name: c.name,
      iso2: c.iso2,
      iso3: c.iso3,
      region: c.region,
      bbox: r.bbox,
      projection: r.projection,
      ...(r.fitTo && { fitTo: r.fitTo }),
      outline: r.iso3,
      levels: { 1: lv(0), 2: lv(1) },
      ...(r.projected && { projected: put(r.projected) }),
      ...(RECIPES[r.iso3]!.coverage.disputed && { disputedBoundaries: RECIPES[r.iso3]!.coverage.disputed }),
    };
  });

  // The names in the map languages, listed by a manifest at a fixed name beside the index (revalidated
  // as it is), read only for a map in a language other than English: the index and the first load stay
  // as they were (decision "A map has a language of its own").
  const manifest: NamesManifest = {};
  for (const r of ordered) {
    const files = Object.entries(r.names) as [MapLanguage, BuiltFile][];
    if (files.length) manifest[r.iso3] = Object.fromEntries(files.map(([lng, f]) => [lng, put(f).url]));
  }

  const index: CountryIndex = countryIndexSchema.parse({
    version: COUNTRY_INDEX_VERSION,
    generatedAt: new Date().toISOString(),
    pipelineVersion: PIPELINE_VERSION,
    outlines: put(outlinesFile),
    countries: entries,
    sources: indexSources,
  });
  // Brotli and gzip siblings (the server sends them as they are), for the files just written and any
  // kept file that lacks them, before the index that points at the files.
  await ensureAllPrecompressed(written.map((f) => path.join(opts.mapsDir, f)));
  const namesFile = path.join(opts.mapsDir, NAMES_MANIFEST_FILE);
  writeAtomic(namesFile, asciiJson(manifest));
  await ensurePrecompressed(namesFile);
  written.push(NAMES_MANIFEST_FILE);
  const indexFile = path.join(opts.mapsDir, 'index.json');
  writeAtomic(indexFile, asciiJson(index, 1) + '\n');
  await ensurePrecompressed(indexFile);
  written.push('index.json');

  if (!only) {
    for (const f of staleOutputs(readdirSync(opts.mapsDir), new Set(written)))
      unlinkSync(path.join(opts.mapsDir, f));
  }
  const seconds = (performance.now() - t0) / 1000;
  progress(summaryTable(ordered, seconds));
  return { results: ordered, seconds, index, files: written };
}
