/**
 * Every picture and clip the landing and About pages show, made by `npm run media` (scripts/media/) from
 * the real editor and committed under web/public/media/. One list, read by the pages, by the script
 * that makes the files and by the test that checks each file exists and is within its budget.
 */

/** Where the files are served from (web/public/media/ in the repository). */
const MEDIA_BASE = '/media';

/** Each clip (WebM and MP4 each) must stay under this, and everything together under MEDIA_TOTAL_BYTES. */
export const CLIP_BYTES_LIMIT = 800 * 1024;
export const MEDIA_TOTAL_BYTES = 10 * 1024 * 1024;
/** A single still (poster, screenshot, strip image) should never need more than this. */
export const STILL_BYTES_LIMIT = 300 * 1024;

/** The clips' frame size: what the showcase shows, at 1× (the clips are small on purpose). */
export const CLIP_SIZE = { width: 640, height: 400 } as const;

/** The spec's ten showcase keys (section 3), in the spec's order. */
export const SHOWCASE_KEYS = [
  'simpleClicks',
  'takeControl',
  'featureRich',
  'dualMapping',
  'downloadHQ',
  'easyUI',
  'fishingExploit',
  'quikMoji',
  'heatMap',
  'pixelDotMap',
] as const;
export type ShowcaseKey = (typeof SHOWCASE_KEYS)[number];

export interface ClipFiles {
  readonly webm: string;
  readonly mp4: string;
  readonly poster: string;
}

export function clipFiles(key: ShowcaseKey): ClipFiles {
  return {
    webm: `${MEDIA_BASE}/clips/${key}.webm`,
    mp4: `${MEDIA_BASE}/clips/${key}.mp4`,
    poster: `${MEDIA_BASE}/clips/${key}.webp`,
  };
}

export interface StillSpec {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** The example strip: seven exports of maps made in the editor (spec section 9: image1 to image7). */
export const STRIP_IMAGES: readonly StillSpec[] = [
  { name: 'image1', alt: 'India by state, each state coloured from the palette' },
  { name: 'image2', alt: 'Nepal by district, every district coloured' },
  { name: 'image3', alt: 'Japan by prefecture in warm colours' },
  { name: 'image4', alt: 'India by district as a heat map of an example index' },
  { name: 'image5', alt: 'Germany by state with the borders of its districts' },
  { name: 'image6', alt: 'Sri Lanka by district' },
  { name: 'image7', alt: 'India by district as a pixel dot map' },
].map(({ name, alt }) => ({ src: `${MEDIA_BASE}/strip/${name}.webp`, width: 480, height: 360, alt }));

/** The workspace example: a finished map exported from the editor. */
export const WORKSPACE_IMAGE: StillSpec = {
  src: `${MEDIA_BASE}/workspace.webp`,
  width: 960,
  height: 600,
  alt: 'Italy by province with its title, exported from Mapwright',
};

/** Screenshots of the editor itself: the workspace, and the download dialog. */
export const SCREENSHOTS: readonly StillSpec[] = [
  {
    src: `${MEDIA_BASE}/screens/desktop.webp`,
    width: 960,
    height: 600,
    alt: 'The desktop editor: toolbar, colour palette, the map of India and the layers panel',
  },
  {
    src: `${MEDIA_BASE}/screens/export.webp`,
    width: 960,
    height: 600,
    alt: 'The download dialog over a map of Japan: PNG, SVG or PDF, the size and the options',
  },
];

/** The facts block's map: every district of a large country, coloured in the editor. */
export const FACTS_IMAGE: StillSpec = {
  src: `${MEDIA_BASE}/facts.webp`,
  width: 640,
  height: 480,
  alt: "Thailand's provinces coloured, with the borders of all its districts",
};

/** Every file under MEDIA_BASE the pages use, for the budget test. */
export function allMediaFiles(): string[] {
  const clips = SHOWCASE_KEYS.flatMap((key) => {
    const files = clipFiles(key);
    return [files.webm, files.mp4, files.poster];
  });
  return [
    ...clips,
    ...STRIP_IMAGES.map((s) => s.src),
    WORKSPACE_IMAGE.src,
    ...SCREENSHOTS.map((s) => s.src),
    FACTS_IMAGE.src,
  ];
}
