import type { Feature } from '../feature';
import { exportMap } from './export';

export { keyOfVersion, readSavedMapKey, recordSavedMapKey } from './savedMapKeys';

/** Exports: SVG, PNG and PDF, and the downloads an account allows. */
export const mapExport: Feature = { name: 'export', actions: [exportMap], panels: [] };
