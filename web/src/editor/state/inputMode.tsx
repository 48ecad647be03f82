import { createContext, useContext } from 'react';

/**
 * How the editor is worked: with a mouse and keys (the desktop editor) or with fingers (the phone
 * editor). The panels are shared, so their hints ask: a phone names taps and the bottom bar's tools,
 * never keyboard shortcuts or clicks (issue 31).
 */
type InputMode = 'pointer' | 'touch';

const InputModeContext = createContext<InputMode>('pointer');

export const InputModeProvider = InputModeContext.Provider;

/** True in the phone editor. */
export function useTouchEditor(): boolean {
  return useContext(InputModeContext) === 'touch';
}
