import type { Migration } from 'kysely';
import * as initial from './m0001-initial';
import * as dropRateLimits from './m0002-drop-rate-limits';
import * as analysisVersion from './m0003-analysis-version';
import * as signInFailures from './m0004-sign-in-failures';
import * as apiTokens from './m0005-api-tokens';
import * as plantHistory from './m0006-plant-history';
import * as historyRollups from './m0007-history-rollups';
import * as contentCompression from './m0008-content-compression';
import * as plantRegister from './m0009-plant-register';
import * as etsYear from './m0010-ets-year';
import * as historyPlantYears from './m0011-history-plant-years';
import * as fileParts from './m0012-file-parts';
import * as historyPlantWeeks from './m0013-history-plant-weeks';
import * as filePartsUncompressed from './m0014-file-parts-uncompressed';
import * as fileContents from './m0015-file-contents';
import * as dataVersions from './m0016-data-versions';
import * as etsVerifications from './m0017-ets-verifications';
import * as penaltySetting from './m0018-penalty-setting';
import * as coverage from './m0019-coverage';
import * as unevenDaysByDay from './m0020-uneven-days-by-day';
import * as fileCopies from './m0021-file-copies';
import * as importProfiles from './m0022-import-profiles';
import * as plantTimeZones from './m0023-plant-time-zones';
import * as partialHours from './m0024-partial-hours';
import * as notReported from './m0025-not-reported';
import * as auditEvents from './m0026-audit-events';
import * as yearLocks from './m0027-year-locks';
import * as organisations from './m0028-organisations';
import * as requireTwoFactor from './m0029-require-two-factor';
import * as digests from './m0030-digests';
import * as orgTimeZones from './m0031-org-time-zones';
import * as partialHourNames from './m0032-partial-hour-names';
import * as auditEventsKept from './m0033-audit-events-kept';
import * as plantUnits from './m0034-plant-units';
import * as notOperatingHours from './m0035-not-operating-hours';
import * as airPollutants from './m0036-air-pollutants';
import * as dailyDays from './m0037-daily-days';
import * as flaggedHours from './m0038-flagged-hours';
import * as sourceStreams from './m0039-source-streams';
import * as corroborationSetting from './m0040-corroboration-setting';
import * as fuelTonnes from './m0041-fuel-tonnes';
import * as streamFactors from './m0042-stream-factors';
import * as permitNumber from './m0043-permit-number';
import * as co2Hours from './m0044-co2-hours';
import * as fuelVolumes from './m0045-fuel-volumes';

/**
 * Every migration by name. Kysely applies them in name order and records the names, so a name
 * never changes; a new one goes at the end as file `mNNNN-what.ts` under key `NNNN-what`.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-drop-rate-limits': dropRateLimits,
  '0003-analysis-version': analysisVersion,
  '0004-sign-in-failures': signInFailures,
  '0005-api-tokens': apiTokens,
  '0006-plant-history': plantHistory,
  '0007-history-rollups': historyRollups,
  '0008-content-compression': contentCompression,
  '0009-plant-register': plantRegister,
  '0010-ets-year': etsYear,
  '0011-history-plant-years': historyPlantYears,
  '0012-file-parts': fileParts,
  '0013-history-plant-weeks': historyPlantWeeks,
  '0014-file-parts-uncompressed': filePartsUncompressed,
  '0015-file-contents': fileContents,
  '0016-data-versions': dataVersions,
  '0017-ets-verifications': etsVerifications,
  '0018-penalty-setting': penaltySetting,
  '0019-coverage': coverage,
  '0020-uneven-days-by-day': unevenDaysByDay,
  '0021-file-copies': fileCopies,
  '0022-import-profiles': importProfiles,
  '0023-plant-time-zones': plantTimeZones,
  '0024-partial-hours': partialHours,
  '0025-not-reported': notReported,
  '0026-audit-events': auditEvents,
  '0027-year-locks': yearLocks,
  '0028-organisations': organisations,
  '0029-require-two-factor': requireTwoFactor,
  '0030-digests': digests,
  '0031-org-time-zones': orgTimeZones,
  '0032-partial-hour-names': partialHourNames,
  '0033-audit-events-kept': auditEventsKept,
  '0034-plant-units': plantUnits,
  '0035-not-operating-hours': notOperatingHours,
  '0036-air-pollutants': airPollutants,
  '0037-daily-days': dailyDays,
  '0038-flagged-hours': flaggedHours,
  '0039-source-streams': sourceStreams,
  '0040-corroboration-setting': corroborationSetting,
  '0041-fuel-tonnes': fuelTonnes,
  '0042-stream-factors': streamFactors,
  '0043-permit-number': permitNumber,
  '0044-co2-hours': co2Hours,
  '0045-fuel-volumes': fuelVolumes,
};
