import type { Migration } from 'kysely';
import * as users from './0001_users';
import * as auth from './0002_auth';
import * as userChangeNotify from './0003_user_change_notify';
import * as savedMaps from './0004_saved_maps';
import * as payments from './0100_payments';
import * as downloads from './0200_downloads';
import * as usageLimits from './0300_usage_limits';
import * as publishedMaps from './0500_published_maps';
import * as streamPayloads from './0600_stream_payloads';
import * as downloadCredits from './0920_download_credits';
import * as mapDownloadCredits from './0950_map_download_credits';
import * as publishedMapNotify from './0960_published_map_notify';
import * as customBoundaries from './0970_custom_boundaries';
import * as liveData from './0980_live_data';
import * as seriesDownloads from './0990_series_downloads';
import * as userLanguage from './1000_user_language';

/**
 * Every migration, in order. Listed in code (not discovered on disk) so the server works the same from
 * source, from a bundle and in tests. Names are permanent once released: they are what the migration
 * table records.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_users': users,
  '0002_auth': auth,
  '0003_user_change_notify': userChangeNotify,
  '0004_saved_maps': savedMaps,
  '0100_payments': payments,
  '0200_downloads': downloads,
  '0300_usage_limits': usageLimits,
  '0500_published_maps': publishedMaps,
  '0600_stream_payloads': streamPayloads,
  '0920_download_credits': downloadCredits,
  '0950_map_download_credits': mapDownloadCredits,
  '0960_published_map_notify': publishedMapNotify,
  '0970_custom_boundaries': customBoundaries,
  '0980_live_data': liveData,
  '0990_series_downloads': seriesDownloads,
  '1000_user_language': userLanguage,
};
