import { describe, expect, it } from 'vitest';
import { isColour } from '../document/colour';
import { paletteById, PALETTES, palettesOfKind } from './palettes';

describe('palettes', () => {
  it('have unique ids, valid lowercase colours and no repeated colour', () => {
    expect(new Set(PALETTES.map((p) => p.id)).size).toBe(PALETTES.length);
    for (const palette of PALETTES) {
      expect(palette.colours.length).toBeGreaterThanOrEqual(5);
      for (const colour of palette.colours)
        expect(isColour(colour) && colour === colour.toLowerCase()).toBe(true);
      expect(new Set(palette.colours).size).toBe(palette.colours.length);
    }
  });

  it('offer colour-blind-safe palettes first, Okabe-Ito at the top', () => {
    expect(PALETTES[0]?.name).toBe('Okabe-Ito');
    const firstUnsafe = PALETTES.findIndex((p) => !p.colourBlindSafe);
    expect(PALETTES.slice(firstUnsafe).every((p) => !p.colourBlindSafe)).toBe(true);
    expect(palettesOfKind('qualitative').at(-1)?.colourBlindSafe).toBe(false);
    expect(palettesOfKind('sequential').map((p) => p.id)).toContain('viridis');
    expect(paletteById('viridis')?.kind).toBe('sequential');
    expect(paletteById('nope')).toBeUndefined();
  });
});
