import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { CLIP_SIZE } from '../../web/src/media/manifest';

/**
 * ffmpeg (the machine's package) turns the recordings and exports into what the pages serve: VP9 WebM
 * and H.264 MP4 at a small frame size and frame rate with no audio, and WebP stills.
 */
const FPS = 15;

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function prepare(out: string): string {
  mkdirSync(dirname(out), { recursive: true });
  return out;
}

const clipFilter = `fps=${FPS},scale=${CLIP_SIZE.width}:${CLIP_SIZE.height}:flags=lanczos`;

/** Encodes a screencast (an ffmpeg concat list of frames) into the WebM, the MP4 and the poster. */
export function encodeClip(list: string, out: { webm: string; mp4: string; poster: string }): void {
  const cut = ['-f', 'concat', '-safe', '0', '-i', list];
  ffmpeg([
    ...cut,
    '-vf',
    clipFilter,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '45',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    prepare(out.webm),
  ]);
  ffmpeg([
    ...cut,
    '-vf',
    clipFilter,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '32',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    prepare(out.mp4),
  ]);
  // The poster is the clip's first frame, so rewinding to 0 on mouse leave shows exactly the poster.
  ffmpeg([
    ...cut,
    '-frames:v',
    '1',
    '-vf',
    `scale=${CLIP_SIZE.width}:${CLIP_SIZE.height}:flags=lanczos`,
    '-c:v',
    'libwebp',
    '-quality',
    '75',
    prepare(out.poster),
  ]);
}

/** Scales a PNG into a width × height WebP, letterboxed on white when the shapes differ. */
export function encodeStill(png: string, width: number, height: number, out: string): void {
  ffmpeg([
    '-i',
    png,
    '-vf',
    `scale=${width}:${height}:force_original_aspect_ratio=decrease:flags=lanczos,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=white`,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '78',
    prepare(out),
  ]);
}
