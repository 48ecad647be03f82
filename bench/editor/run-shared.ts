import { CHROMIUM_ARGS } from '../../scripts/chromium';
import { applyOperation } from '../../core/src/document/operations/apply-operation';
import { createDocument } from '../../core/src/document/defaults';
import { setShow } from '../../core/src/document/operations/levels';

/** Chromium flags of the editor benchmark (run.ts) and its profiler (profile.ts). */
export const ARGS = [...CHROMIUM_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit'];

/** The draft the editor restores: level 2 with level 1 outlines over it. */
export function bothLevelsDraft(country: string): string {
  const doc = applyOperation(createDocument(country), setShow, 'both');
  return JSON.stringify({ document: doc, savedAt: Date.now() });
}

/**
 * tsx compiles these files with esbuild's keepNames, which wraps named inner functions in `__name(…)`;
 * functions passed to page.evaluate carry that call into the page, so the page gets a no-op __name.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn;';
