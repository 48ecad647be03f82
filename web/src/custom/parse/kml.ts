import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { CustomFileError } from '@mapwright/core/custom/errors';
import type { Feature } from 'geojson';
import type { ReadFeatures } from './json';

/**
 * A KML file's placemarks as features. xmldom parses it because a Web Worker has no DOMParser; its
 * document is what togeojson walks (the few DOM calls it makes), hence the cast.
 */
export function readKml(text: string): ReadFeatures {
  let collection;
  try {
    const document = new DOMParser().parseFromString(text, 'text/xml');
    collection = kml(document as unknown as Document);
  } catch {
    throw new CustomFileError('unreadable', 'This KML file cannot be read: it is not well-formed XML.');
  }
  // Placemarks without a shape (null geometry) are kept: the layer check counts them as not areas.
  return { format: 'KML', features: collection.features as Feature[] };
}
