/**
 * The editor's icons: simple 24x24 strokes, drawn in currentColor so they follow the button's state.
 * Inline (no icon font) so they are in the editor chunk and never flash in late.
 */
const ICONS = {
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  redo: 'm15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3',
  paint: 'M18.4 2.6a2 2 0 0 1 3 3L12 15l-4-4ZM7 14a3 3 0 0 0-3 3c0 1.5-1 2.5-2 3 4 1 8 0 8-3a3 3 0 0 0-3-3Z',
  move: 'M12 2v20M2 12h20M12 2 9 5M12 2l3 3M12 22l-3-3M12 22l3-3M2 12l3-3M2 12l3 3M22 12l-3-3M22 12l-3 3',
  level1: 'M3 5h18v14H3zM12 5v14',
  level2: 'M3 5h18v14H3zM9 5v14M15 5v14M3 12h18',
  both: 'M3 5h18v14H3zM12 5v14M7.5 5v14M16.5 5v14M3 12h18',
  download: 'M12 3v12M7 10l5 5 5-5M4 17v4h16v-4',
  save: 'M5 3h11l3 3v15H5zM8 3v5h7V3M8 21v-7h8v7',
  cloud: 'M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 8ZM12 16v-5M9.5 13.5 12 11l2.5 2.5',
  publish: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  open: 'M3 6h6l2 2h10v11H3zM3 10h18',
  new: 'M6 2h8l4 4v16H6zM14 2v4h4M12 10v8M8 14h8',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  reset: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  zoomIn: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3M11 8v6M8 11h6',
  zoomOut: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3M8 11h6',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3',
  arrow: 'M12 19V5M5 12l7-7 7 7',
  close: 'M18 6 6 18M6 6l12 12',
  plus: 'M12 5v14M5 12h14',
  deselect: 'M4 4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 8v0',
  offset: 'M4 14h6v6H4zM14 4h6v6h-6zM10 14l4-4',
  data: 'M3 4h18v16H3zM3 9h18M3 14h18M9 4v16',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  text: 'M5 6V4h14v2M12 4v16M9 20h6',
  dot: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  note: 'M4 4h16v11H9l-5 5Z',
  emoji: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
  chart: 'M4 20h16M7 20v-7M12 20V5M17 20v-10',
  duplicate: 'M8 8h12v12H8zM4 16V4h12',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  paste: 'M8 4h8v3H8zM6 5H4v16h16V5h-2',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  forward: 'M12 19V5M6 11l6-6 6 6M5 21h14',
  backward: 'M12 5v14M6 13l6 6 6-6M5 3h14',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3 3.7M6.6 6.6C3.7 8.5 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  unlock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 7.7-1.5',
  layers: 'M12 3 2 8l10 5 10-5ZM2 13l10 5 10-5M2 18l10 5 10-5',
  grip: 'M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01',
  up: 'm6 15 6-6 6 6',
  down: 'm6 9 6 6 6-6',
  zoomInset: 'M3 3h8v8H3zM13 13h8v8h-8zM11 11l2 2M6 6h2v2H6z',
  territory: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3Z',
  lasso: 'M4 10c0-4 4-6 8-6s8 2 8 6-4 6-8 6c-2 0-4-.5-5.5-1.5M6.5 14.5 5 21M5 21l3-2',
} as const;

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}
