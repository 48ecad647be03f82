import { familyCoverage } from '@mapwright/core/fonts/coverage';
import { familySpec, fontFileName, type FontWeight } from '@mapwright/core/fonts/families';
import type { FamilyCoverage } from '@mapwright/core/fonts/itemize';
import { woffToSfnt } from '@mapwright/core/fonts/woff';

/**
 * The map fonts in the browser: which faces a family declares (its package's unicode.json), their file
 * URLs, and a face as TrueType bytes for subsetting and shaping. Everything loads on first use and is
 * cached for the page's life; nothing here is on the editor's first paint.
 */
const assets = () => import('./fontAssets');

const coverages = new Map<string, Promise<FamilyCoverage>>();

export function loadFamilyCoverage(family: string): Promise<FamilyCoverage> {
  let coverage = coverages.get(family);
  if (!coverage) {
    const spec = familySpec(family);
    if (!spec) return Promise.reject(new Error(`Not a map font: ${family}`));
    coverage = assets()
      .then((a) => a.loadUnicodeRanges(spec.package))
      .then((unicode) => familyCoverage(spec, unicode));
    coverage.catch(() => coverages.delete(family));
    coverages.set(family, coverage);
  }
  return coverage;
}

/** The emitted URL of a face's file; throws for a face the build does not have. */
export async function fontUrl(
  family: string,
  subset: string,
  weight: FontWeight,
  format: 'woff' | 'woff2',
): Promise<string> {
  const spec = familySpec(family);
  const name = spec && fontFileName(spec, subset, weight, format);
  const url = name && (await assets()).fontFileUrl(name);
  if (!url) throw new Error(`The font file ${name ?? family} is missing from the build.`);
  return url;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const sfnts = new Map<string, Promise<Uint8Array>>();

/** A face as TrueType bytes (its WOFF file, fetched once and inflated). */
export function loadFontSfnt(
  family: string,
  subset: string,
  weight: FontWeight,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const key = `${family}|${subset}|${weight}`;
  let sfnt = sfnts.get(key);
  if (!sfnt) {
    sfnt = (async () => {
      const response = await fetch(await fontUrl(family, subset, weight, 'woff'), { signal });
      if (!response.ok) throw new Error(`A map font could not be loaded (HTTP ${response.status}).`);
      return woffToSfnt(new Uint8Array(await response.arrayBuffer()), inflate);
    })();
    sfnt.catch(() => sfnts.delete(key));
    sfnts.set(key, sfnt);
  }
  return sfnt;
}
