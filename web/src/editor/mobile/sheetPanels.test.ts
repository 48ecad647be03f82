import { describe, expect, it } from 'vitest';
import { SheetPanels } from './sheetPanels';

describe('the panels of a sheet', () => {
  it('open on the first panel, then on the one open last, whatever order the toggles come in', () => {
    const panels = new SheetPanels({ levels: 'Levels', more: null });
    const levels = panels.group('levels');
    expect(levels?.open).toBe('Levels');
    expect(panels.group('more')?.open).toBeNull();
    expect(panels.group('colour')).toBeNull();

    // Insets opened: Levels closes first, or after.
    levels?.toggled('Levels', false);
    levels?.toggled('Insets', true);
    expect(panels.group('levels')?.open).toBe('Insets');
    levels?.toggled('Labels', true);
    levels?.toggled('Insets', false);
    expect(panels.group('levels')?.open).toBe('Labels');
    // The open one closed: none.
    levels?.toggled('Labels', false);
    expect(panels.group('levels')?.open).toBeNull();
    // Each sheet remembers its own.
    panels.group('more')?.toggled('Frame', true);
    expect(panels.group('more')?.open).toBe('Frame');
    expect(panels.group('levels')?.open).toBeNull();
  });
});
