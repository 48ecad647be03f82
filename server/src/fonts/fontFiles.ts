import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { familyCoverage, type UnicodeRanges } from '@mapwright/core/fonts/coverage';
import { familySpec, fontFileName, type FontWeight } from '@mapwright/core/fonts/families';
import type { FamilyCoverage } from '@mapwright/core/fonts/itemize';
import { woffToSfnt } from '@mapwright/core/fonts/woff';

/**
 * The map fonts for Node (a server-side renderer, tests, benches): the same @fontsource files the web
 * app bundles, found through the packages the core's font table names (core/src/fonts/families.ts), as
 * the sfnt (TrueType) bytes a font engine reads. The web app loads the same files by URL
 * (web/src/fonts/fontData.ts).
 */
const require = createRequire(import.meta.url);

function packageFile(family: string, file: string): string {
  const spec = familySpec(family);
  if (!spec) throw new Error(`Not a map font: ${family}`);
  return require.resolve(`${spec.package}/${file}`);
}

const coverages = new Map<string, Promise<FamilyCoverage>>();

/** The faces a family declares, with their code points (from its package's unicode.json). */
export function loadFamilyCoverage(family: string): Promise<FamilyCoverage> {
  let coverage = coverages.get(family);
  if (!coverage) {
    coverage = readFile(packageFile(family, 'unicode.json'), 'utf8').then((text) => {
      const spec = familySpec(family);
      if (!spec) throw new Error(`Not a map font: ${family}`);
      return familyCoverage(spec, JSON.parse(text) as UnicodeRanges);
    });
    coverages.set(family, coverage);
  }
  return coverage;
}

/** Path of a face's WOFF file in its package. */
export function fontFilePath(family: string, subset: string, weight: FontWeight): string {
  const spec = familySpec(family);
  if (!spec) throw new Error(`Not a map font: ${family}`);
  return packageFile(family, `files/${fontFileName(spec, subset, weight, 'woff')}`);
}

/** A face as TrueType bytes. */
export async function loadFontSfnt(family: string, subset: string, weight: FontWeight): Promise<Uint8Array> {
  const woff = new Uint8Array(await readFile(fontFilePath(family, subset, weight)));
  return woffToSfnt(woff, (data) => new Uint8Array(inflateSync(data)));
}
