import { unzipSync } from 'fflate';
import { CustomFileError, formatSize } from '@mapwright/core/custom/errors';
import { CUSTOM_LIMITS } from '@mapwright/core/custom/limits';

/**
 * A zip's files, read only after the sizes its central directory declares add up to no more than the
 * limit: a small zip that would inflate to gigabytes is refused before any of it is inflated. Folders
 * and macOS's resource forks are left out.
 */
export function unzipWithinLimit(
  bytes: Uint8Array,
  limit: number = CUSTOM_LIMITS.inflatedBytes,
): Record<string, Uint8Array> {
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new CustomFileError(
      'unreadable',
      'This zip file cannot be read: it may be damaged or only partly downloaded.',
    );
  }
  if (declared > limit) {
    throw new CustomFileError(
      'zip-too-large',
      `This zip file would unpack to ${formatSize(declared)}, more than the limit of ${formatSize(limit)}. Zip only the shapefile's .shp, .dbf and .prj files.`,
    );
  }
  try {
    return unzipSync(bytes, {
      filter: (file) => !file.name.endsWith('/') && !file.name.startsWith('__MACOSX/'),
    });
  } catch {
    throw new CustomFileError(
      'unreadable',
      'This zip file cannot be read: it may be damaged or only partly downloaded.',
    );
  }
}
