import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { showOf } from '@mapwright/core/document/show';
import { Editor } from '@mapwright/core/editor/editor';
import type { CountryGeometry } from '../data/countryGeometry';
import type { EditorUi } from '../state/editorUi';
import { ACTIONS, actionForKey } from './registry';
import { runAction } from './run';
import { formatShortcut, matchesShortcut, type KeyLike } from './shortcuts';

const key = (k: string, mods: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('matchesShortcut', () => {
  it('takes Ctrl or Cmd for Mod, and tells Shift apart', () => {
    expect(matchesShortcut('Mod+Z', key('z', { ctrlKey: true }))).toBe(true);
    expect(matchesShortcut('Mod+Z', key('z', { metaKey: true }))).toBe(true);
    expect(matchesShortcut('Mod+Z', key('Z', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(matchesShortcut('Shift+Mod+Z', key('Z', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(matchesShortcut('Ctrl+Y', key('y', { metaKey: true }))).toBe(false);
  });

  it('does not fire a plain key with a command modifier, and ignores Shift for symbols', () => {
    expect(matchesShortcut('B', key('b', { ctrlKey: true }))).toBe(false);
    expect(matchesShortcut('B', key('b'))).toBe(true);
    expect(matchesShortcut('?', key('?', { shiftKey: true }))).toBe(true);
    expect(matchesShortcut('Plus', key('+', { shiftKey: true }))).toBe(true);
  });

  it('writes shortcuts for people', () => {
    expect(formatShortcut('Shift+Mod+Z', false)).toBe('Ctrl+Shift+Z');
    expect(formatShortcut('Shift+Mod+Z', true)).toBe('⇧⌘Z');
    expect(formatShortcut('ArrowUp', false)).toBe('↑');
  });
});

describe('action registry', () => {
  it('has unique names and no shortcut claimed twice in one scope', () => {
    const names = ACTIONS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    for (const scope of [undefined, 'map']) {
      const shortcuts = ACTIONS.filter((a) => a.scope === scope).flatMap((a) => a.shortcuts ?? []);
      expect(new Set(shortcuts).size).toBe(shortcuts.length);
    }
  });

  it('gives the map its own keys while it has focus, and the editor-wide ones elsewhere', () => {
    expect(actionForKey(key('ArrowLeft'))?.name).toBe('nudgeLeft');
    expect(actionForKey(key('ArrowLeft'), undefined, { scope: 'map' })?.name).toBe('focusLeft');
    // Shift+arrows are not the map's: they still nudge there.
    expect(actionForKey(key('ArrowLeft', { shiftKey: true }), undefined, { scope: 'map' })?.name).toBe(
      'nudgeLeft',
    );
    // Outside the map Enter only edits the selected text (issue 31); the key handler leaves it to a
    // focused button or link (isControlTarget).
    expect(actionForKey(key('Enter'))?.name).toBe('editSelectedText');
    expect(actionForKey(key('Enter'), undefined, { scope: 'map' })?.name).toBe('paintFocused');
    expect(actionForKey(key('Delete'), undefined, { scope: 'map' })?.name).toBe('revertFocused');
    expect(actionForKey(key('Backspace'), undefined, { scope: 'map' })?.name).toBe('revertFocused');
  });

  it('follows the shortcut preferences: single keys off, a shortcut of ones own', () => {
    const off = { singleKeys: false, custom: {} };
    expect(actionForKey(key('v'), undefined, { prefs: off })).toBeUndefined();
    expect(actionForKey(key('?', { shiftKey: true }), undefined, { prefs: off })).toBeUndefined();
    expect(actionForKey(key('z', { ctrlKey: true }), undefined, { prefs: off })?.name).toBe('undo');
    expect(actionForKey(key('ArrowUp'), undefined, { prefs: off })?.name).toBe('nudgeUp');
    expect(actionForKey(key('Enter'), undefined, { prefs: off, scope: 'map' })?.name).toBe('paintFocused');
    const remapped = { singleKeys: true, custom: { moveTool: ['Alt+M'] } };
    expect(actionForKey(key('v'), undefined, { prefs: remapped })).toBeUndefined();
    expect(actionForKey(key('m', { altKey: true }), undefined, { prefs: remapped })?.name).toBe('moveTool');
  });

  it('maps the spec keys to their actions', () => {
    expect(actionForKey(key('z', { ctrlKey: true }))?.name).toBe('undo');
    expect(actionForKey(key('Z', { metaKey: true, shiftKey: true }))?.name).toBe('redo');
    expect(actionForKey(key('y', { ctrlKey: true }))?.name).toBe('redo');
    expect(actionForKey(key('p'))?.name).toBe('paintTool');
    expect(actionForKey(key('m'))?.name).toBe('moveTool');
    expect(actionForKey(key('3'))?.name).toBe('showBoth');
    expect(actionForKey(key('s', { ctrlKey: true }))?.name).toBe('saveJson');
    expect(actionForKey(key('ArrowLeft', { shiftKey: true }))?.name).toBe('nudgeLeft');
  });

  it('runs actions on the editor: levels, tools, undo, nudging the map', () => {
    const editor = new Editor(createDocument('SriLanka'));
    const available = { available: true, label: 'Provinces', attribution: 'x' } as const;
    const geometry = { levels: { 1: available, 2: available } } as unknown as CountryGeometry;
    const ui = { mapScale: () => 1 } as unknown as EditorUi;
    const ctx = { editor, geometry, ui };
    const run = (k: KeyLike) => {
      const action = actionForKey(k);
      if (!action) throw new Error(`no action for ${k.key}`);
      return runAction(action, ctx, { shiftKey: k.shiftKey });
    };

    expect(run(key('z', { ctrlKey: true }))).toBe(false); // nothing to undo: disabled
    run(key('3'));
    expect(showOf(editor.document)).toBe('both');
    run(key('v'));
    expect(editor.session.tool).toBe('move');
    run(key('ArrowRight', { shiftKey: true }));
    expect(editor.document.placement.offsetX).toBe(10);
    run(key('z', { ctrlKey: true }));
    expect(editor.document.placement.offsetX).toBe(0);
  });
});
