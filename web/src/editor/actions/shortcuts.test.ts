import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { showOf } from '@mapwright/core/document/show';
import { Editor } from '@mapwright/core/editor/editor';
import type { CountryGeometry } from '../data/countryGeometry';
import type { EditorUi } from '../state/editorUi';
import { ACTIONS, actionForKey, runAction } from './registry';
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
  it('has unique names and no shortcut claimed twice', () => {
    const names = ACTIONS.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    const shortcuts = ACTIONS.flatMap((a) => a.shortcuts ?? []);
    expect(new Set(shortcuts).size).toBe(shortcuts.length);
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
