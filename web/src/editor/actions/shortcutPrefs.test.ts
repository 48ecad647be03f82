import { describe, expect, it } from 'vitest';
import { actionByName, ACTIONS } from './registry';
import {
  actionUsing,
  DEFAULT_SHORTCUT_PREFS,
  effectiveShortcuts,
  isSingleCharacterShortcut,
  parseShortcutPrefs,
  shortcutOfEvent,
  withCustomShortcut,
} from './shortcutPrefs';
import type { KeyLike } from './shortcuts';

const key = (k: string, mods: Partial<Omit<KeyLike, 'key'>> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('single-character shortcuts (WCAG 2.1.4)', () => {
  it('are one printable character, alone or with Shift', () => {
    for (const s of ['B', '1', '?', 'Plus', '-', '/', 'Shift+M'])
      expect(isSingleCharacterShortcut(s)).toBe(true);
    for (const s of ['Mod+Z', 'Alt+N', 'Ctrl+Y', 'ArrowUp', 'Shift+ArrowUp', 'Escape', 'Enter', 'Delete']) {
      expect(isSingleCharacterShortcut(s)).toBe(false);
    }
  });

  it('are dropped when turned off, and every action keeps its other shortcuts', () => {
    const off = { ...DEFAULT_SHORTCUT_PREFS, singleKeys: false };
    expect(effectiveShortcuts(actionByName('paintTool'), off)).toEqual([]);
    expect(effectiveShortcuts(actionByName('findDivision'), off)).toEqual(['Mod+F']);
    expect(effectiveShortcuts(actionByName('undo'), off)).toEqual(['Mod+Z']);
    expect(effectiveShortcuts(actionByName('paintFocused'), off)).toEqual(['Enter']);
    // Nothing in the registry is left with a character key when they are off.
    for (const action of ACTIONS) {
      expect(effectiveShortcuts(action, off).some(isSingleCharacterShortcut), action.name).toBe(false);
    }
  });
});

describe('shortcuts of ones own', () => {
  it('replace the declared ones and can be restored', () => {
    const prefs = withCustomShortcut(DEFAULT_SHORTCUT_PREFS, 'moveTool', ['Alt+M']);
    expect(effectiveShortcuts(actionByName('moveTool'), prefs)).toEqual(['Alt+M']);
    expect(effectiveShortcuts(actionByName('paintTool'), prefs)).toEqual(['B', 'P']);
    expect(withCustomShortcut(prefs, 'moveTool', null)).toEqual(DEFAULT_SHORTCUT_PREFS);
  });

  it('are recorded from key presses as the registry writes them', () => {
    expect(shortcutOfEvent(key('k', { ctrlKey: true, shiftKey: true }))).toEqual({
      kind: 'shortcut',
      shortcut: 'Shift+Mod+K',
    });
    expect(shortcutOfEvent(key('m', { altKey: true }))).toEqual({ kind: 'shortcut', shortcut: 'Alt+M' });
    expect(shortcutOfEvent(key('?', { shiftKey: true }))).toEqual({ kind: 'shortcut', shortcut: '?' });
    expect(shortcutOfEvent(key('+', { shiftKey: true }))).toEqual({ kind: 'shortcut', shortcut: 'Plus' });
    expect(shortcutOfEvent(key('F2'))).toEqual({ kind: 'shortcut', shortcut: 'F2' });
    expect(shortcutOfEvent(key('Shift', { shiftKey: true }))).toEqual({ kind: 'none' });
    expect(shortcutOfEvent(key('Tab'))).toEqual({ kind: 'reserved', key: 'Tab' });
    expect(shortcutOfEvent(key(' '))).toEqual({ kind: 'reserved', key: 'Space' });
  });

  it('tell which action already answers to a shortcut', () => {
    expect(actionUsing('Mod+Z', ACTIONS, DEFAULT_SHORTCUT_PREFS, 'moveTool')?.name).toBe('undo');
    expect(actionUsing('Shift+Mod+Z', ACTIONS, DEFAULT_SHORTCUT_PREFS, 'moveTool')?.name).toBe('redo');
    expect(actionUsing('?', ACTIONS, DEFAULT_SHORTCUT_PREFS, 'moveTool')?.name).toBe('showHelp');
    expect(actionUsing('Alt+M', ACTIONS, DEFAULT_SHORTCUT_PREFS, 'moveTool')).toBeUndefined();
    // The action itself does not count.
    expect(actionUsing('V', ACTIONS, DEFAULT_SHORTCUT_PREFS, 'moveTool')).toBeUndefined();
  });
});

describe('stored preferences', () => {
  it('parse, or fall back to the defaults', () => {
    expect(parseShortcutPrefs(null)).toEqual(DEFAULT_SHORTCUT_PREFS);
    expect(parseShortcutPrefs('not json')).toEqual(DEFAULT_SHORTCUT_PREFS);
    expect(parseShortcutPrefs('{"singleKeys":"no"}')).toEqual(DEFAULT_SHORTCUT_PREFS);
    expect(parseShortcutPrefs('{"singleKeys":false,"custom":{"undo":["Alt+U"]}}')).toEqual({
      singleKeys: false,
      custom: { undo: ['Alt+U'] },
    });
  });
});
