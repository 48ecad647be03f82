import { useCallback, useEffect, useRef, useState } from 'react';
import type { CustomCountry, LevelChoice } from '@mapwright/core/custom/build';
import { openBoundarySession, type BoundarySession, type Progress, type ReadResult } from './boundaryClient';

export type UploadState =
  | { readonly status: 'idle' }
  | { readonly status: 'working'; readonly fileName: string; readonly step: Progress | 'loading' }
  | { readonly status: 'error'; readonly fileName: string; readonly message: string }
  | { readonly status: 'choose'; readonly fileName: string; readonly read: ReadResult }
  | {
      readonly status: 'built';
      readonly fileName: string;
      readonly read: ReadResult;
      readonly country: CustomCountry;
    };

/** The upload's steps: a file read in a worker, the user's choice of properties, the level built. */
export function useBoundaryUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const session = useRef<BoundarySession | null>(null);
  useEffect(() => () => session.current?.close(), []);

  const upload = useCallback(async (file: File) => {
    session.current?.close();
    const current = openBoundarySession();
    session.current = current;
    const fileName = file.name;
    setState({ status: 'working', fileName, step: 'loading' });
    const result = await current.read(file, (step) => setState({ status: 'working', fileName, step }));
    if (session.current !== current) return;
    setState(
      result.type === 'error'
        ? { status: 'error', fileName, message: result.message }
        : { status: 'choose', fileName, read: result },
    );
  }, []);

  const build = useCallback(
    async (choice: LevelChoice) => {
      const current = session.current;
      if (!current || state.status !== 'choose') return;
      const { fileName, read } = state;
      setState({ status: 'working', fileName, step: 'repairing' });
      const result = await current.build(choice, (step) => setState({ status: 'working', fileName, step }));
      if (session.current !== current) return;
      setState(
        'type' in result
          ? { status: 'error', fileName, message: result.message }
          : { status: 'built', fileName, read, country: result },
      );
    },
    [state],
  );

  return { state, upload, build };
}

/** What the progress line says for each step. */
export const STEP_WORDS: Readonly<Record<Progress | 'loading', string>> = {
  loading: 'Opening the file…',
  unzipping: 'Unzipping…',
  reading: 'Reading the shapes…',
  checking: 'Checking the shapes…',
  repairing: 'Repairing rings and building shared borders…',
};
