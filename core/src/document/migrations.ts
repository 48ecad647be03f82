import type { z } from 'zod';
import { documentV1Schema, migrateV1toV2 } from './migrate-v1-v2';
import { documentV2Schema, migrateV2toV3 } from './migrate-v2-v3';
import { documentV3Schema, migrateV3toV4 } from './migrate-v3-v4';
import { documentV4Schema, migrateV4toV5 } from './migrate-v4-v5';
import { documentV5Schema, migrateV5toV6 } from './migrate-v5-v6';
import { documentV6Schema, migrateV6toV7 } from './migrate-v6-v7';
import { documentV7Schema, migrateV7toV8 } from './migrate-v7-v8';
import { documentV8Schema, migrateV8toV9 } from './migrate-v8-v9';
import { documentV9Schema, migrateV9toV10 } from './migrate-v9-v10';
import { documentV10Schema, migrateV10toV11 } from './migrate-v10-v11';
import { documentV11Schema, migrateV11toV12 } from './migrate-v11-v12';
import { documentV12Schema, migrateV12toV13 } from './migrate-v12-v13';
import { documentV13Schema, migrateV13toV14 } from './migrate-v13-v14';

interface Migration {
  /** Validates the old shape, so a broken old file is reported in its own terms. */
  readonly schema: z.ZodType;
  readonly migrate: (old: never) => unknown;
}

/** MIGRATIONS[n] turns a version-n document into version n + 1. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {
  1: { schema: documentV1Schema, migrate: migrateV1toV2 },
  2: { schema: documentV2Schema, migrate: migrateV2toV3 },
  3: { schema: documentV3Schema, migrate: migrateV3toV4 },
  4: { schema: documentV4Schema, migrate: migrateV4toV5 },
  5: { schema: documentV5Schema, migrate: migrateV5toV6 },
  6: { schema: documentV6Schema, migrate: migrateV6toV7 },
  7: { schema: documentV7Schema, migrate: migrateV7toV8 },
  8: { schema: documentV8Schema, migrate: migrateV8toV9 },
  9: { schema: documentV9Schema, migrate: migrateV9toV10 },
  10: { schema: documentV10Schema, migrate: migrateV10toV11 },
  11: { schema: documentV11Schema, migrate: migrateV11toV12 },
  12: { schema: documentV12Schema, migrate: migrateV12toV13 },
  13: { schema: documentV13Schema, migrate: migrateV13toV14 },
};

export const OLDEST_VERSION = 1;
