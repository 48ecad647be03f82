import { buildCustomCountry } from '@mapwright/core/custom/build';
import { CustomFileError } from '@mapwright/core/custom/errors';
import type { CustomFeature } from '@mapwright/core/custom/layer';
import { guessNameProperty, summariseProperties } from '@mapwright/core/custom/properties';
import { readBoundaryFile } from './parse/readBoundaryFile';
import type { FromBoundaryWorker, ToBoundaryWorker } from './workerProtocol';

/**
 * The boundary worker's work, apart from the worker's global so the tests run it as it is: reading a
 * file keeps its polygons for the build that follows, which gets only the user's choice of properties.
 */
export function createBoundaryHandler(post: (message: FromBoundaryWorker) => void) {
  let features: CustomFeature[] | null = null;
  return async (message: ToBoundaryWorker): Promise<void> => {
    try {
      if (message.type === 'read') {
        features = null;
        const layer = await readBoundaryFile(message.name, new Uint8Array(message.bytes), (step) =>
          post({ type: 'progress', step }),
        );
        features = layer.features;
        const properties = summariseProperties(layer.features);
        post({
          type: 'read',
          format: layer.format,
          features: layer.features.length,
          properties,
          guess: guessNameProperty(properties, layer.features),
        });
      } else {
        if (!features) throw new Error('No file has been read');
        post({ type: 'progress', step: 'repairing' });
        post({ type: 'built', country: buildCustomCountry(features, message.choice) });
      }
    } catch (error) {
      post(
        error instanceof CustomFileError
          ? { type: 'error', problem: error.problem, message: error.message }
          : {
              type: 'error',
              problem: 'failed',
              message: `This file could not be read (${error instanceof Error ? error.message : String(error)}).`,
            },
      );
    }
  };
}
