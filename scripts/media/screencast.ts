import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Records a page with the DevTools screencast (frames as JPEG, each with its time), since Playwright's
 * own video recording needs a browser-specific ffmpeg download. Frames arrive only when the page
 * changes, so each is held until the next: the result is an ffmpeg concat list with real durations.
 */
export interface Recording {
  /** The concat list to give ffmpeg (`-f concat -safe 0 -i list`). */
  readonly list: string;
  readonly frames: number;
  readonly seconds: number;
}

export async function startScreencast(
  page: Page,
  dir: string,
  size: { width: number; height: number },
): Promise<() => Promise<Recording>> {
  const session = await page.context().newCDPSession(page);
  const frames: { file: string; time: number }[] = [];
  session.on('Page.screencastFrame', (frame) => {
    const file = join(dir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
    writeFileSync(file, Buffer.from(frame.data, 'base64'));
    frames.push({ file, time: frame.metadata.timestamp ?? Date.now() / 1000 });
    void session.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 90,
    maxWidth: size.width,
    maxHeight: size.height,
    everyNthFrame: 1,
  });
  const started = Date.now() / 1000;
  return async () => {
    const stopped = Date.now() / 1000;
    await session.send('Page.stopScreencast');
    await session.detach();
    if (frames.length === 0) throw new Error('the screencast sent no frame');
    const lines: string[] = [];
    frames.forEach((frame, i) => {
      const next =
        frames[i + 1]?.time ??
        frame.time + Math.max(0.1, stopped - started - (frame.time - (frames[0]?.time ?? 0)));
      lines.push(`file '${frame.file}'`, `duration ${Math.max(0.001, next - frame.time).toFixed(3)}`);
    });
    // The concat demuxer drops the last entry's duration unless the file is listed once more.
    lines.push(`file '${frames[frames.length - 1]?.file ?? ''}'`);
    const list = join(dir, 'frames.txt');
    writeFileSync(list, `${lines.join('\n')}\n`);
    const first = frames[0]?.time ?? 0;
    return {
      list,
      frames: frames.length,
      seconds: Math.max(stopped - started, (frames.at(-1)?.time ?? first) - first),
    };
  };
}
