import type { Feature } from '../feature';
import { focusDown, focusLeft, focusRight, focusUp, paintFocused, revertFocused } from './mapKeys';

/** Painting divisions: the colour panel, a click, the lasso, the keyboard's focused division. */
export const paint: Feature = {
  name: 'paint',
  actions: [paintFocused, revertFocused, focusUp, focusDown, focusLeft, focusRight],
  panels: ['ColourPanel'],
};
