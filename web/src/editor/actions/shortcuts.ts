/** Keyboard shortcut strings ('Shift+Mod+Z') matched against key events and shown to people. */
export interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

interface ParsedShortcut {
  readonly key: string;
  readonly mod: boolean;
  readonly ctrl: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

export function parseShortcut(shortcut: string): ParsedShortcut {
  // The key is the last part; '+' itself is written 'Plus'.
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  return {
    key: key === 'Plus' ? '+' : key,
    mod: parts.includes('Mod'),
    ctrl: parts.includes('Ctrl'),
    shift: parts.includes('Shift'),
    alt: parts.includes('Alt'),
  };
}

/** A printable symbol such as '?' or '+' needs Shift on many layouts, so Shift is not compared for it. */
export function isSymbol(key: string): boolean {
  return key.length === 1 && !/[\p{L}\p{N}]/u.test(key);
}

/**
 * Whether an event triggers a shortcut. 'Mod' accepts Ctrl or Cmd (Cmd+Z on a Mac, Ctrl+Z elsewhere);
 * a shortcut without modifiers does not fire with Ctrl, Cmd or Alt held (Ctrl+B is the browser's).
 */
export function matchesShortcut(shortcut: string, event: KeyLike): boolean {
  const s = parseShortcut(shortcut);
  const pressed = event.key === ' ' ? 'Space' : event.key;
  const key = pressed.length === 1 ? pressed.toLowerCase() : pressed;
  if (key !== (s.key.length === 1 ? s.key.toLowerCase() : s.key)) return false;
  const command = event.ctrlKey || event.metaKey;
  if (s.mod && !command) return false;
  if (s.ctrl && !event.ctrlKey) return false;
  if (!s.mod && !s.ctrl && command) return false;
  if (s.alt !== event.altKey) return false;
  if (!isSymbol(s.key) && s.shift !== event.shiftKey) return false;
  return true;
}

/** Whether keys typed into this element belong to it (a text field), not to the editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset', 'file'].includes(
      target.type,
    );
  }
  return false;
}

/**
 * Whether Enter on this element is its own (a button, a link, a menu item, a row of the layers panel):
 * then the editor's Enter (edit the selected text) must leave it alone.
 */
export function isControlTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'button, a[href], summary, select, [role="button"], [role="menuitem"], [role="option"], [role="tab"], [role="treeitem"], [role="row"], [role="listitem"]',
    ) !== null
  );
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Escape: 'Esc',
  Delete: 'Del',
  Backspace: '⌫',
  Space: 'Space',
  '+': '+',
};

/** How a shortcut is written for people: 'Ctrl+Shift+Z', or '⌘⇧Z' on a Mac. */
export function formatShortcut(shortcut: string, mac: boolean): string {
  const s = parseShortcut(shortcut);
  const key = KEY_NAMES[s.key] ?? (s.key.length === 1 ? s.key.toUpperCase() : s.key);
  if (mac) {
    return `${s.ctrl ? '⌃' : ''}${s.alt ? '⌥' : ''}${s.shift ? '⇧' : ''}${s.mod ? '⌘' : ''}${key}`;
  }
  return [s.ctrl || s.mod ? 'Ctrl' : '', s.alt ? 'Alt' : '', s.shift ? 'Shift' : '', key]
    .filter(Boolean)
    .join('+');
}

export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
