import {
  BufferTarget,
  CanvasSource,
  getFirstEncodableVideoCodec,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  WebMOutputFormat,
  type VideoCodec,
} from 'mediabunny';
import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setTimeStep } from '@mapwright/core/document/operations/time-series';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { PixelSize, SeriesFormat } from '@mapwright/core/export/sizes';
import type { MapGeometry } from '@mapwright/core/render/render-map';
import { buildExportTree, svgInner, type SvgOptions } from './buildSvg';
import { drawWhole } from './rasterise';
import { ExportError } from './exportError';

/**
 * The codecs tried for each container, best first (decision "Series are encoded in the browser with
 * WebCodecs and gifenc"): H.264 in MP4 where the browser can encode it, else VP9 or AV1 in MP4 (which
 * players read too); VP9, then VP8 or AV1, in WebM.
 */
const CODECS: Readonly<Record<'mp4' | 'webm', VideoCodec[]>> = {
  mp4: ['avc', 'vp9', 'av1'],
  webm: ['vp9', 'vp8', 'av1'],
};

export interface SeriesRequest {
  readonly format: SeriesFormat;
  readonly doc: MapDocument;
  readonly geometry: MapGeometry;
  readonly attribution: string;
  readonly svg: SvgOptions;
  readonly size: PixelSize;
  readonly signal: AbortSignal;
  /** 0..1 over the steps. */
  readonly onProgress: (done: number) => void;
}

/** A frame per step: the step shown, drawn by renderMap and rasterised as the PNG export draws. */
async function* frames(request: SeriesRequest): AsyncGenerator<CanvasRenderingContext2D> {
  const { doc, size, signal } = request;
  // Video and GIF frames have no alpha: the frame is drawn on white, as on the page.
  const svg: SvgOptions = { ...request.svg, transparent: false };
  for (let i = 0; i < doc.timeSeries.steps.length; i++) {
    signal.throwIfAborted();
    const step = applyOperation(doc, setTimeStep, i);
    const tree = await buildExportTree(step, request.geometry, request.attribution, svg, signal);
    yield await drawWhole(svgInner(tree), { frame: doc.frame, output: size, bandFill: '#ffffff', signal });
  }
}

/** Even sides: the video codecs sample colour at half resolution. */
function evenSize(size: PixelSize): PixelSize {
  return { width: size.width - (size.width % 2), height: size.height - (size.height % 2) };
}

/**
 * The whole series of a time map as a file: one frame per step, each held for the step duration.
 * MP4 and WebM are encoded by the browser's WebCodecs through mediabunny, the GIF by gifenc (a
 * palette of 256 colours made per frame).
 */
export async function encodeSeries(request: SeriesRequest): Promise<Blob> {
  if (request.format === 'gif') return encodeGif(request);
  return encodeVideo(request, request.format);
}

async function encodeVideo(request: SeriesRequest, format: 'mp4' | 'webm'): Promise<Blob> {
  const size = evenSize(request.size);
  const output = new Output({
    format: format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
    target: new BufferTarget(),
  });
  const codec = await getFirstEncodableVideoCodec(CODECS[format], { ...size, bitrate: QUALITY_HIGH });
  if (!codec)
    throw new Error(
      `This browser cannot encode ${format === 'mp4' ? 'an MP4' : 'a WebM'} video; try the GIF, or another browser.`,
    );
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context)
    throw new ExportError('noRoom', 'The browser has no room for another image; try a smaller size.');
  // Every frame a key frame: a step is a still picture held for seconds, and any one can be sought.
  const source = new CanvasSource(canvas, { codec, bitrate: QUALITY_HIGH, keyFrameInterval: 0 });
  output.addVideoTrack(source);
  const seconds = request.doc.timeSeries.stepDuration / 1000;
  const count = request.doc.timeSeries.steps.length;
  try {
    await output.start();
    let i = 0;
    for await (const frame of frames({ ...request, size })) {
      context.drawImage(frame.canvas, 0, 0);
      frame.canvas.width = 0;
      await source.add(i * seconds, seconds);
      i++;
      request.onProgress(i / count);
    }
    source.close();
    await output.finalize();
  } catch (error) {
    await output.cancel();
    throw error;
  }
  const buffer = output.target.buffer;
  if (!buffer) throw new ExportError('emptyVideo', 'The video came out empty.');
  return new Blob([buffer], { type: output.format.mimeType });
}

async function encodeGif(request: SeriesRequest): Promise<Blob> {
  const { width, height } = request.size;
  const gif = GIFEncoder();
  const count = request.doc.timeSeries.steps.length;
  let i = 0;
  for await (const frame of frames(request)) {
    const { data } = frame.getImageData(0, 0, width, height);
    frame.canvas.width = 0;
    const palette = quantize(data, 256);
    // repeat 0: the GIF loops, as posts play them.
    gif.writeFrame(applyPalette(data, palette), width, height, {
      palette,
      delay: request.doc.timeSeries.stepDuration,
      ...(i === 0 ? { repeat: 0 } : {}),
    });
    i++;
    request.onProgress(i / count);
    // Lets the page breathe between frames: quantising a frame takes a while.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}
