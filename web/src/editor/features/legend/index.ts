import type { Feature } from '../feature';

/** The legend: its entries, their labels and order, its place on the map. */
export const legend: Feature = { name: 'legend', actions: [], panels: ['LegendPanel'] };
