import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { isWoff, woffToSfnt } from './woff';

/**
 * The fonts the preview renderer (resvg) draws text with, in one place. Inter (SIL OFL, the maps' font,
 * the same package the web app bundles) in every subset it ships, at the two weights text blocks use.
 * resvg loads font files by path and reads TTF/OTF only, so WOFF files are converted once into a cache
 * folder, named by their content; TTF/OTF files in the list are used as they are. Characters no font
 * here covers are not drawn: to cover more scripts, add their files (e.g. Noto) to PREVIEW_FONT_SOURCES.
 */
const require = createRequire(import.meta.url);

const INTER_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];
const WEIGHTS = [400, 700];

export const PREVIEW_FONT_FAMILY = 'Inter';

export const PREVIEW_FONT_SOURCES: readonly string[] = INTER_SUBSETS.flatMap((subset) =>
  WEIGHTS.map((weight) => require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
);

let ready: Promise<string[]> | undefined;

/** Paths of TrueType/OpenType files for resvg, converted on first use; the same promise afterwards. */
export function previewFontFiles(
  sources: readonly string[] = PREVIEW_FONT_SOURCES,
  cacheDir = path.join(os.tmpdir(), 'mapwright-preview-fonts'),
): Promise<string[]> {
  if (sources !== PREVIEW_FONT_SOURCES) return convertAll(sources, cacheDir);
  ready ??= convertAll(sources, cacheDir).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

async function convertAll(sources: readonly string[], cacheDir: string): Promise<string[]> {
  await mkdir(cacheDir, { recursive: true });
  return Promise.all(sources.map((source) => asSfntFile(source, cacheDir)));
}

async function asSfntFile(source: string, cacheDir: string): Promise<string> {
  const bytes = await readFile(source);
  if (!isWoff(bytes)) return source;
  const sfnt = woffToSfnt(bytes);
  const name = `${createHash('sha256').update(sfnt).digest('hex').slice(0, 16)}.ttf`;
  const target = path.join(cacheDir, name);
  // Written under a unique name and renamed: servers sharing the folder never read half a file.
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(temp, sfnt);
  await rename(temp, target);
  return target;
}
