import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import {
  FONT_FAMILIES,
  fontFileName,
  declaresSubset,
  type FontFamilySpec,
} from '@mapwright/core/fonts/families';
import { woffToSfnt } from '@mapwright/core/fonts/woff';
import { measureLine } from '@mapwright/core/labels/metrics';
import { codePointsOf, formatLabelMetrics, labelMetricsData, METRICS_FILE, readSfnt } from './labelMetrics';

describe('the committed label metrics', () => {
  it('are what the generator reads from the installed fonts', async () => {
    const committed = await readFile(METRICS_FILE, 'utf8');
    // On failure: run `npm run labels:metrics` and commit the file.
    expect(committed).toBe(formatLabelMetrics(await labelMetricsData()));
  });
});

const require = createRequire(path.resolve('package.json'));

interface Shaper {
  readonly font: InstanceType<typeof hb.Font>;
  readonly upem: number;
}

/** The font file of a family that sets a code point (as the exports pick it), loaded on first use. */
async function fontsFor(spec: FontFamilySpec, weight: 400 | 700) {
  const dir = path.dirname(require.resolve(`${spec.package}/package.json`));
  const unicode = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const subsets = Object.keys(unicode).filter((s) => declaresSubset(spec, s));
  const bySubset = new Map<string, Promise<Shaper>>();
  const subsetOf = new Map<number, string>();
  const fileOf = (subset: string) => path.join(dir, 'files', fontFileName(spec, subset, weight, 'woff'));
  for (const subset of subsets) {
    // Ranges overlap (Inter's latin-ext names U+0153, which only its latin file has): as a browser
    // does, a character is set by a file that has its glyph. The Han families' hundred files are
    // taken by their ranges alone.
    const covered =
      spec.subsets === 'numbered'
        ? undefined
        : readSfnt(await woffToSfnt(new Uint8Array(await readFile(fileOf(subset))), inflateSync)).advances;
    for (const cp of codePointsOf(unicode[subset] ?? ''))
      if (!subsetOf.has(cp) && (!covered || covered.has(cp))) subsetOf.set(cp, subset);
  }
  return (cp: number): Promise<Shaper> | undefined => {
    const subset = subsetOf.get(cp);
    if (subset === undefined) return undefined;
    let shaper = bySubset.get(subset);
    if (!shaper) {
      shaper = (async () => {
        const woff = await readFile(fileOf(subset));
        const face = new hb.Face(new hb.Blob(await woffToSfnt(new Uint8Array(woff), inflateSync)));
        return { font: new hb.Font(face), upem: face.upem };
      })();
      bySubset.set(subset, shaper);
    }
    return shaper;
  };
}

/**
 * What HarfBuzz makes of a text in our fonts: its advance and its ink above and below the baseline, in
 * em, each run of characters shaped in the font file that sets them (Inter first, then the Noto family
 * of their script).
 */
const familiesByWeight = new Map<number, ReturnType<typeof loadFamilies>>();
const loadFamilies = (weight: 400 | 700) => Promise.all(FONT_FAMILIES.map((spec) => fontsFor(spec, weight)));

async function shaped(text: string, weight: 400 | 700) {
  let loading = familiesByWeight.get(weight);
  if (!loading) {
    loading = loadFamilies(weight);
    familiesByWeight.set(weight, loading);
  }
  const families = await loading;
  const runs: { shaper: Promise<Shaper>; text: string }[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    const found = families.map((f) => f(cp)).find((s) => s !== undefined);
    if (!found) throw new Error(`No map font sets U+${cp.toString(16)}`);
    const last = runs.at(-1);
    if (last && last.shaper === found) last.text += char;
    else runs.push({ shaper: found, text: char });
  }
  let width = 0;
  let top = 0;
  let bottom = 0;
  for (const run of runs) {
    const { font, upem } = await run.shaper;
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    buffer.getGlyphPositions().forEach((position, i) => {
      width += position.xAdvance / upem;
      const extents = font.glyphExtents(infos[i]?.codepoint ?? 0);
      if (!extents || extents.height === 0) return;
      top = Math.max(top, (position.yOffset + extents.yBearing) / upem);
      bottom = Math.max(bottom, -(position.yOffset + extents.yBearing + extents.height) / upem);
    });
  }
  return { width, top, bottom };
}

/** Every division name and own-script name of the built maps, else a sample of each script. */
async function names(): Promise<string[]> {
  const dir = path.resolve(process.env.MAPS_DIR ?? 'var/maps');
  const files = await readdir(dir).catch(() => [] as string[]);
  const all = new Set<string>();
  for (const file of files.filter((f) => /\.projected\.[0-9a-f]+\.json$/.test(f))) {
    const json = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
      level1?: { divisions: { name: string; nameLocal?: string }[] };
      level2?: { divisions: { name: string; nameLocal?: string }[] };
    };
    for (const level of [json.level1, json.level2])
      for (const d of level?.divisions ?? []) {
        all.add(d.name);
        all.add(d.name.toUpperCase());
        if (d.nameLocal) all.add(d.nameLocal);
      }
  }
  if (all.size > 0) return [...all].sort();
  return [
    'Baden-Württemberg',
    'ÎLE-DE-FRANCE',
    'กรุงเทพมหานคร',
    'नई दिल्ली',
    'القاهرة',
    'ירושלים',
    '北京市',
    'ရန်ကုန်',
  ];
}

describe('measured label text', () => {
  it('is never narrower or shorter than HarfBuzz shapes it in the map fonts, for every division name', async () => {
    const list = await names();
    const misses: string[] = [];
    for (const weight of [400, 700] as const) {
      for (const name of list) {
        const real = await shaped(name, weight);
        const ours = measureLine(name, 1, weight);
        const eps = 1e-6;
        if (ours.width + eps < real.width || ours.ascent + eps < real.top || ours.descent + eps < real.bottom)
          misses.push(`${name} (${weight}): ours ${JSON.stringify(ours)}, shaped ${JSON.stringify(real)}`);
      }
    }
    expect(misses.slice(0, 20)).toEqual([]);
  }, 300_000);
});
