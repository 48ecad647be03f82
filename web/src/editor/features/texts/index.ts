import type { Feature } from '../feature';
import { editSelectedText } from './textEdit';

/** The map's texts (title, subtitle, credits…), typed into on the map or in their panel. */
export const texts: Feature = { name: 'texts', actions: [editSelectedText], panels: ['TextPanel'] };
