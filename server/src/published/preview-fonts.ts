import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { requiredFaces } from '@mapwright/core/fonts/coverage';
import { familySpec, PRIMARY_FAMILY, type FontWeight } from '@mapwright/core/fonts/families';
import type { FamilyCoverage } from '@mapwright/core/fonts/itemize';
import { familiesUsed, textUses } from '@mapwright/core/fonts/text-uses';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { loadFamilyCoverage, loadFontSfnt } from '../fonts/fontFiles';

/**
 * The fonts the preview renderer (resvg) draws a map's text with: the faces the core says its texts need
 * (core/src/fonts: every text itemized over its own font-family list, as the browser and the exports do),
 * so a preview of Thailand sets Thai in Noto Sans Thai exactly as the screen and the PDF do. resvg loads
 * fonts by path and reads TrueType/OpenType only: each face's WOFF (the @fontsource files the web app
 * serves) is converted once into a cache folder and reused by every later preview.
 */
export const PREVIEW_FONT_FAMILY = PRIMARY_FAMILY;

const DEFAULT_CACHE_DIR = path.join(os.tmpdir(), 'mapwright-preview-fonts');
const files = new Map<string, Promise<string>>();

/** Paths of the TrueType files for the texts of `tree` (Inter's Latin faces always, for the credit). */
export async function previewFontFiles(tree: SvgNode, cacheDir = DEFAULT_CACHE_DIR): Promise<string[]> {
  const uses = textUses(tree);
  const families = [...new Set([PRIMARY_FAMILY, ...familiesUsed(uses)])].filter((f) => familySpec(f));
  const coverage = new Map<string, FamilyCoverage>(
    await Promise.all(families.map(async (f) => [f, await loadFamilyCoverage(f)] as const)),
  );
  const { faces } = requiredFaces(uses, (f) => coverage.get(f));
  const wanted = new Map<string, { family: string; subset: string; weight: FontWeight }>();
  for (const weight of [400, 700] as const) {
    wanted.set(`${PRIMARY_FAMILY}|latin|${weight}`, { family: PRIMARY_FAMILY, subset: 'latin', weight });
  }
  for (const { face, weight } of faces) {
    wanted.set(`${face.family}|${face.subset}|${weight}`, {
      family: face.family,
      subset: face.subset,
      weight,
    });
  }
  return Promise.all([...wanted.values()].map((face) => faceFile(face, cacheDir)));
}

function faceFile(
  face: { family: string; subset: string; weight: FontWeight },
  cacheDir: string,
): Promise<string> {
  const name = `${face.family.replace(/\W+/g, '-')}-${face.subset}-${face.weight}.ttf`;
  const target = path.join(cacheDir, name);
  let file = files.get(target);
  if (!file) {
    file = (async () => {
      await mkdir(cacheDir, { recursive: true });
      const sfnt = await loadFontSfnt(face.family, face.subset, face.weight);
      // Written under a unique name and renamed: servers sharing the folder never read half a file.
      const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      await writeFile(temp, sfnt);
      await rename(temp, target);
      return target;
    })();
    file.catch(() => files.delete(target));
    files.set(target, file);
  }
  return file;
}
