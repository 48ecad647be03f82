import { z } from 'zod';
import { isSymbol, parseShortcut, type KeyLike } from './shortcuts';
import type { EditorAction } from './types';

/**
 * What a person changed about the shortcuts the registry declares: single-character shortcuts off
 * (WCAG 2.1.4: speech input users and people who press keys by accident need that), and shortcuts
 * of their own for some actions. The registry stays the one place shortcuts are declared; these
 * preferences only filter or replace them per action.
 */
export interface ShortcutPrefs {
  /** Shortcuts of one character without Ctrl, Cmd or Alt (B, 1, ?, Shift+M) are on. */
  readonly singleKeys: boolean;
  /** Shortcuts chosen instead of an action's declared ones, by action name. */
  readonly custom: Readonly<Record<string, readonly string[]>>;
}

export const DEFAULT_SHORTCUT_PREFS: ShortcutPrefs = { singleKeys: true, custom: {} };

const prefsSchema = z.object({
  singleKeys: z.boolean(),
  custom: z.record(z.string().max(64), z.array(z.string().min(1).max(64)).max(4)),
});

/** Stored preferences, or the defaults when there are none or they do not parse. */
export function parseShortcutPrefs(text: string | null): ShortcutPrefs {
  if (text === null) return DEFAULT_SHORTCUT_PREFS;
  try {
    const parsed = prefsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_SHORTCUT_PREFS;
  } catch {
    return DEFAULT_SHORTCUT_PREFS;
  }
}

/** A shortcut that is one printable character, alone or with Shift (WCAG 2.1.4's "character keys"). */
export function isSingleCharacterShortcut(shortcut: string): boolean {
  const s = parseShortcut(shortcut);
  return [...s.key].length === 1 && !s.mod && !s.ctrl && !s.alt;
}

/** The shortcuts that trigger an action now: its own or the person's, without single keys when off. */
export function effectiveShortcuts(action: EditorAction, prefs: ShortcutPrefs): readonly string[] {
  const list = Object.hasOwn(prefs.custom, action.name)
    ? (prefs.custom[action.name] ?? [])
    : (action.shortcuts ?? []);
  return prefs.singleKeys ? list : list.filter((s) => !isSingleCharacterShortcut(s));
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'OS']);

/** Keys that cannot become shortcuts: they move focus, press buttons or close dialogs everywhere. */
const RESERVED_KEYS = new Set(['Tab', 'Escape', 'Enter', ' ']);

export type RecordedShortcut =
  | { readonly kind: 'none' }
  | { readonly kind: 'reserved'; readonly key: string }
  | { readonly kind: 'shortcut'; readonly shortcut: string };

/**
 * The shortcut a key press stands for, written as the registry writes them ('Shift+Mod+K', 'Alt+N',
 * '?'), for recording a new one. A modifier alone is no shortcut yet.
 */
export function shortcutOfEvent(event: KeyLike): RecordedShortcut {
  if (MODIFIER_KEYS.has(event.key) || event.key === 'Dead' || event.key === 'Unidentified') {
    return { kind: 'none' };
  }
  if (RESERVED_KEYS.has(event.key)) {
    return { kind: 'reserved', key: event.key === ' ' ? 'Space' : event.key };
  }
  const single = [...event.key].length === 1;
  const key =
    event.key === '+' ? 'Plus' : event.key === ' ' ? 'Space' : single ? event.key.toUpperCase() : event.key;
  const parts: string[] = [];
  if (event.altKey) parts.push('Alt');
  // Shift is part of a symbol ('?' is Shift+/ on many layouts), so it is not written for one.
  if (event.shiftKey && !(single && isSymbol(event.key))) parts.push('Shift');
  if (event.ctrlKey || event.metaKey) parts.push('Mod');
  return { kind: 'shortcut', shortcut: [...parts, key].join('+') };
}

/** The action that already answers to `shortcut` (other than `except`), if any. */
export function actionUsing(
  shortcut: string,
  actions: readonly EditorAction[],
  prefs: ShortcutPrefs,
  except: string,
): EditorAction | undefined {
  const same = (a: string, b: string) => {
    const x = parseShortcut(a);
    const y = parseShortcut(b);
    const key = (k: string) => (k.length === 1 ? k.toLowerCase() : k);
    return (
      key(x.key) === key(y.key) &&
      (x.mod || x.ctrl) === (y.mod || y.ctrl) &&
      x.alt === y.alt &&
      (isSymbol(x.key) || x.shift === y.shift)
    );
  };
  return actions.find(
    (action) => action.name !== except && effectiveShortcuts(action, prefs).some((s) => same(s, shortcut)),
  );
}

/** Preferences with `action`'s shortcuts set to `shortcuts`, or back to the declared ones (null). */
export function withCustomShortcut(
  prefs: ShortcutPrefs,
  action: string,
  shortcuts: readonly string[] | null,
): ShortcutPrefs {
  const { [action]: _old, ...rest } = prefs.custom;
  return { ...prefs, custom: shortcuts === null ? rest : { ...rest, [action]: shortcuts } };
}
