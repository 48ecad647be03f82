import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import { levelKey } from '../web/src/i18n/levelNames';
import english from '../web/src/i18n/locales/en/levels.json';

describe('the levels catalogue', () => {
  it('names every level of the built maps, so none is shown in English in another language', async () => {
    const file = path.resolve(process.env.MAPS_DIR ?? 'var/maps', 'index.json');
    const index = countryIndexSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    const labels = new Set(
      index.countries.flatMap((entry) => Object.values(entry.levels).map((l) => l.label)),
    );
    expect(labels.size).toBeGreaterThan(20);
    const known: Readonly<Record<string, string>> = english;
    expect([...labels].filter((label) => known[levelKey(label)] !== label)).toEqual([]);
  });
});
