import type { Feature } from '../feature';
import { groupIntoTerritory, selectDistrictsOfState } from './territories';

/** Territories: divisions grouped under one name and colour. */
export const territories: Feature = {
  name: 'territories',
  actions: [groupIntoTerritory, selectDistrictsOfState],
  panels: ['TerritoriesPanel'],
};
