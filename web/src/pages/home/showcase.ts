import type { ShowcaseKey } from '../../media/manifest';

/**
 * The feature showcase (spec section 3, "Feature showcase entry"): the spec's keys and headings in its
 * order, with captions of our own that say what each clip shows the real editor doing.
 */
export interface ShowcaseEntry {
  readonly key: ShowcaseKey;
  readonly heading: string;
  readonly para1: string;
  readonly para2: string;
  readonly para3?: string;
}

export const SHOWCASE: readonly ShowcaseEntry[] = [
  {
    key: 'simpleClicks',
    heading: 'Simple Clicks',
    para1: 'Pick a colour and click a state or a district: it is coloured at once.',
    para2: 'Click again with another colour to change it. Every click can be undone and redone.',
  },
  {
    key: 'takeControl',
    heading: 'Take Control',
    para1:
      'Zoom with the scroll wheel and pan by holding Shift and dragging, so the smallest district is easy to reach.',
    para2: 'Find any division by name, in its Latin spelling or its own script, and jump straight to it.',
  },
  {
    key: 'featureRich',
    heading: 'Feature Rich',
    para1:
      'Borders, a title and a legend, each styled your way; the move tool drags the title, the legend or even a single division.',
    para2: 'Your map is saved as you go, and signed-in users keep their maps on their profile.',
    para3: 'Every action has a keyboard shortcut, listed in the help panel.',
  },
  {
    key: 'dualMapping',
    heading: 'Dual Mapping',
    para1: 'Every country comes with two levels: states or provinces, and the districts inside them.',
    para2:
      'Colour both levels separately and show them together, with the larger borders drawn over the smaller ones.',
  },
  {
    key: 'downloadHQ',
    heading: 'Max Quality',
    para1: 'Download your map as PNG up to 4K, as SVG for further editing, or as a vector PDF for print.',
    para2: 'The download is drawn by the same code as the screen, so what you see is exactly what you get.',
  },
  {
    key: 'easyUI',
    heading: 'Easy UI',
    para1:
      'One toolbar, one palette and one panel: everything is a click away and nothing is hidden in menus.',
    para2:
      'Panels fold away when you do not need them, and your draft is kept as you work, even if you close the tab.',
  },
  {
    key: 'fishingExploit',
    heading: 'Real Example!',
    para1:
      'The fishing villages of Sri Lanka: dots for the harbours, notes for the catch, and a chart of the fish species landed.',
    para2: 'A real story told with a map, made from start to finish in Mapwright.',
  },
  {
    key: 'quikMoji',
    heading: 'Quikmojis!',
    para1: 'Drop emojis from the Map, Military and Nature categories anywhere on your map.',
    para2: 'Resize and move them like any other annotation; they print as sharp as the map itself.',
  },
  {
    key: 'heatMap',
    heading: 'Heat Maps Too!',
    para1: 'Paste a table of values and every division is coloured by its class.',
    para2:
      'Choose the classification, the number of classes and the palette, then move the heat bar where it fits best.',
  },
  {
    key: 'pixelDotMap',
    heading: 'Pretty Pixels!',
    para1:
      'Show percentages as pixels: each division is filled with a share of lit cells matching its value.',
    para2: 'The same data as the heat map, drawn as a dot map that reads at a glance.',
  },
];
