import type { CustomCountry, LevelChoice } from '@mapwright/core/custom/build';
import type { FromBoundaryWorker, ToBoundaryWorker } from './workerProtocol';

export type ReadResult = Extract<FromBoundaryWorker, { type: 'read' }>;
type BoundaryProblem = Extract<FromBoundaryWorker, { type: 'error' }>;
export type Progress = Extract<FromBoundaryWorker, { type: 'progress' }>['step'];

/** One file's worker: read it, then build its level; each answer ends the request it belongs to. */
export interface BoundarySession {
  read(file: File, onProgress: (step: Progress) => void): Promise<ReadResult | BoundaryProblem>;
  build(choice: LevelChoice, onProgress: (step: Progress) => void): Promise<CustomCountry | BoundaryProblem>;
  close(): void;
}

export function openBoundarySession(): BoundarySession {
  const worker = new Worker(new URL('./boundaryWorker.ts', import.meta.url), { type: 'module' });
  const ask = <T>(
    message: ToBoundaryWorker,
    onProgress: (step: Progress) => void,
    pick: (m: FromBoundaryWorker) => T | undefined,
    transfer: Transferable[] = [],
  ) =>
    new Promise<T | BoundaryProblem>((resolve) => {
      worker.onmessage = (event: MessageEvent<FromBoundaryWorker>) => {
        const answer = event.data;
        if (answer.type === 'progress') return onProgress(answer.step);
        if (answer.type === 'error') return resolve(answer);
        const picked = pick(answer);
        if (picked !== undefined) resolve(picked);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        resolve({
          type: 'error',
          problem: 'failed',
          message: 'The file reader stopped unexpectedly. Try the file again.',
        });
      };
      worker.postMessage(message, transfer);
    });
  return {
    async read(file, onProgress) {
      const bytes = await file.arrayBuffer();
      return ask(
        { type: 'read', name: file.name, bytes },
        onProgress,
        (m) => (m.type === 'read' ? m : undefined),
        [bytes],
      );
    },
    build(choice, onProgress) {
      return ask({ type: 'build', choice }, onProgress, (m) => (m.type === 'built' ? m.country : undefined));
    },
    close: () => worker.terminate(),
  };
}
