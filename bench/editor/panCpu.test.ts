import { describe, expect, it } from 'vitest';
import { panCpuOf, PINCH_FRAME_MARK } from './panCpu';

const MAIN = { pid: 1, tid: 10 };
const VIZ = { pid: 2, tid: 20 };
const mark = (ts: number, name = 'bench:pan-frame') => ({ name, ph: 'R', ts, ...MAIN });
const task = (ts: number, dur: number, tdur: number, thread = MAIN) => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...thread,
});
const names = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...VIZ, args: { name: 'VizCompositorThread' } },
];

describe('panCpuOf', () => {
  it('sums the thread time of the main thread tasks started between two frame marks', () => {
    // Eight frames 16 ms apart; frame k's tasks take k ms of CPU (in µs in the trace).
    const marks = Array.from({ length: 9 }, (_, k) => mark(k * 16_000));
    const tasks = Array.from({ length: 8 }, (_, k) => [
      task(k * 16_000 + 1_000, 12_000, k * 600),
      // Nested in the task above: already counted in its thread time.
      task(k * 16_000 + 2_000, 1_000, 900),
      task(k * 16_000 + 14_000, 1_000, k * 400),
    ]).flat();
    const cpu = panCpuOf([...names, ...marks, ...tasks, task(5_000, 4_000, 3_000, VIZ)]);
    // The first and last two frames straddle the drag's start and end and are dropped.
    expect(cpu.frames).toEqual([2, 3, 4, 5]);
    expect(cpu.otherThreads.get('VizCompositorThread')).toBeCloseTo(3 / 8);
  });

  it("splits at the pinch's marks when told to, not at the pan's", () => {
    const pinchMarks = Array.from({ length: 6 }, (_, k) => mark(k * 20_000, PINCH_FRAME_MARK));
    // A pan mark inside every pinch frame would halve the frames if it were read.
    const panMarks = Array.from({ length: 5 }, (_, k) => mark(k * 20_000 + 10_000));
    const tasks = Array.from({ length: 5 }, (_, k) => task(k * 20_000 + 1_000, 15_000, (k + 1) * 1_000));
    const cpu = panCpuOf([...names, ...pinchMarks, ...panMarks, ...tasks], PINCH_FRAME_MARK);
    expect(cpu.frames).toEqual([3]);
  });

  it('needs the frame marks', () => {
    expect(() => panCpuOf([...names, task(0, 10, 10)])).toThrow(/no frame marks/);
  });
});
