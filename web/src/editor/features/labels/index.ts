import type { Feature } from '../feature';
import {
  editSelectedLabel,
  hideSelectedLabel,
  pickLabelDivisions1,
  pickLabelDivisions2,
  resetSelectedLabel,
} from './labels';

export { selectedLabel } from './labels';

/** The divisions' labels: which are shown, picked on the map, dragged, typed into, hidden. */
export const labels: Feature = {
  name: 'labels',
  actions: [
    pickLabelDivisions1,
    pickLabelDivisions2,
    editSelectedLabel,
    hideSelectedLabel,
    resetSelectedLabel,
  ],
  panels: ['LabelsPanel'],
};
