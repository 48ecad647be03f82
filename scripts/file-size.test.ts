import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The canvas and the input are where every new kind of thing on the map lands (labels, insets,
 * territories): a file there holds one layer controller or one tool, and one that grows past this is
 * doing two things (decisions "The canvas as layer controllers" and "The map's tools are state machines
 * fed by two thin adapters").
 */
const MAX_LINES = 300;
const SMALL_FILE_DIRS = ['web/src/editor/canvas', 'web/src/editor/input'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('small files where the map grows', () => {
  it(`keeps every file of the canvas and the input within ${MAX_LINES} lines`, () => {
    const all = SMALL_FILE_DIRS.flatMap((dir) => files(join(ROOT, dir)));
    expect(all.length).toBeGreaterThan(30);
    const long = all
      .map((path) => ({ path: relative(ROOT, path), lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines} lines`);
    expect(long).toEqual([]);
  });
});
