import type { CustomCountry, LevelChoice } from '@mapwright/core/custom/build';
import type { CustomFileProblem } from '@mapwright/core/custom/errors';
import type { PropertySummary } from '@mapwright/core/custom/properties';
import type { ReadStep } from './parse/readBoundaryFile';

/** What the page asks the boundary worker: read a file, then build the level from it. */
export type ToBoundaryWorker =
  | { readonly type: 'read'; readonly name: string; readonly bytes: ArrayBuffer }
  | { readonly type: 'build'; readonly choice: LevelChoice };

type BuildStep = 'repairing';

/** What the worker answers: progress, the file's properties to choose from, the level, or the problem. */
export type FromBoundaryWorker =
  | { readonly type: 'progress'; readonly step: ReadStep | BuildStep }
  | {
      readonly type: 'read';
      readonly format: string;
      /** Polygon features in the file (before same-named ones are joined). */
      readonly features: number;
      readonly properties: readonly PropertySummary[];
      readonly guess: string | undefined;
    }
  | { readonly type: 'built'; readonly country: CustomCountry }
  | { readonly type: 'error'; readonly problem: CustomFileProblem | 'failed'; readonly message: string };
