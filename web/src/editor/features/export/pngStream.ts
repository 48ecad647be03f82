import {
  filterRowsSub,
  iendChunk,
  ihdrRgba,
  physChunk,
  PNG_SIGNATURE,
  pngChunk,
} from '@mapwright/core/export/png';

/** IDAT chunks are cut at this size (any size is valid; 256 KiB keeps the parts few and small). */
const IDAT_SIZE = 256 * 1024;

/**
 * A streaming PNG encoder (8-bit RGBA): scanlines go in strip by strip, are filtered (Sub) and deflated
 * through the browser's CompressionStream('deflate') (a zlib stream, which is what IDAT holds), and the
 * file is assembled from chunk parts in a Blob. Peak memory is one strip plus the compressed output, not
 * the decoded image, so the final image may be far larger than any canvas the browser allows.
 */
export class PngStreamEncoder {
  private readonly parts: BlobPart[] = [];
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;
  private readonly drained: Promise<void>;
  private rowsWritten = 0;
  private pending: Uint8Array<ArrayBuffer>[] = [];
  private pendingBytes = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    options: { dpi?: number } = {},
  ) {
    this.parts.push(PNG_SIGNATURE, ihdrRgba(width, height));
    if (options.dpi) this.parts.push(physChunk(options.dpi));
    const stream = new CompressionStream('deflate');
    this.writer = stream.writable.getWriter();
    this.drained = this.drain(stream.readable.getReader());
  }

  private async drain(reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>): Promise<void> {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      this.pending.push(value);
      this.pendingBytes += value.length;
      if (this.pendingBytes >= IDAT_SIZE) this.flushIdat();
    }
    this.flushIdat();
  }

  private flushIdat(): void {
    if (this.pendingBytes === 0) return;
    const data = new Uint8Array(this.pendingBytes);
    let offset = 0;
    for (const part of this.pending) {
      data.set(part, offset);
      offset += part.length;
    }
    this.parts.push(pngChunk('IDAT', data));
    this.pending = [];
    this.pendingBytes = 0;
  }

  /** Adds `rows` full scanlines (width x 4 bytes each, top to bottom). Waits for the compressor (back-pressure). */
  async writeRows(rgba: Uint8Array | Uint8ClampedArray, rows: number): Promise<void> {
    if (this.rowsWritten + rows > this.height) throw new Error('More rows than the image has');
    const filtered = new Uint8Array(rows * (1 + this.width * 4));
    filterRowsSub(rgba, this.width, rows, filtered);
    this.rowsWritten += rows;
    await this.writer.ready;
    await this.writer.write(filtered);
  }

  async finish(): Promise<Blob> {
    if (this.rowsWritten !== this.height)
      throw new Error(`Only ${this.rowsWritten} of ${this.height} rows written`);
    await this.writer.close();
    await this.drained;
    this.parts.push(iendChunk());
    return new Blob(this.parts, { type: 'image/png' });
  }

  /** Stops early (cancelled export); the partial output is dropped. */
  abort(): void {
    void this.writer.abort().catch(() => undefined);
    this.drained.catch(() => undefined);
  }
}
