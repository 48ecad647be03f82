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
  /** Its text alternative is the 'common' catalogue's media.<key> (exact in English as written here). */
  readonly key: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** The example strip: seven exports of maps made in the editor (spec section 9: image1 to image7). */
export const STRIP_IMAGES: readonly StillSpec[] = [
  // India by state; Nepal by district; Japan by prefecture; India's districts as a heat map; Germany
  // by state with its districts' borders; Sri Lanka by district; India's districts as a pixel dot map.
  'image1',
  'image2',
  'image3',
  'image4',
  'image5',
  'image6',
  'image7',
].map((key) => ({ key, src: `${MEDIA_BASE}/strip/${key}.webp`, width: 480, height: 360 }));

/** The workspace example: a finished map exported from the editor. */
export const WORKSPACE_IMAGE: StillSpec = {
  key: 'workspace',
  src: `${MEDIA_BASE}/workspace.webp`,
  width: 960,
  height: 600,
};

/** Screenshots of the editor itself: the workspace, and the download dialog. */
export const SCREENSHOTS: readonly StillSpec[] = [
  {
    key: 'desktop',
    src: `${MEDIA_BASE}/screens/desktop.webp`,
    width: 960,
    height: 600,
  },
  {
    key: 'export',
    src: `${MEDIA_BASE}/screens/export.webp`,
    width: 960,
    height: 600,
  },
];

/** The facts block's map: every district of a large country, coloured in the editor. */
export const FACTS_IMAGE: StillSpec = {
  key: 'facts',
  src: `${MEDIA_BASE}/facts.webp`,
  width: 640,
  height: 480,
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
