import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { createApiTokenQueries } from './api-tokens';
import { createAuditQueries } from './audit-events';
import { createCoverageQueries } from './coverage';
import { createDataVersionQueries } from './data-versions';
import { createDigestQueries } from './digests';
import { createEtsVerificationQueries } from './ets-verifications';
import { createFileQueries } from './files';
import { createImportProfileQueries } from './import-profiles';
import { createOrganisationQueries } from './organisations';
import { createPartialHourQueries } from './partial-hours';
import { createFlaggedHourQueries } from './flagged-hours';
import { createPermitQueries } from './permits';
import { createPlantDayQueries } from './plant-days';
import { createPlantRegisterQueries } from './plant-register';
import { createSourceStreamQueries } from './source-streams';
import { createStreamFactorQueries } from './stream-factors';
import { createSignInFailureQueries } from './sign-in-failures';
import { createUserDataQueries } from './user-data';
import { createOrgSettingsQueries } from './org-settings';
import { createYearLockQueries } from './year-locks';

/** Every query of the app bound to one database; routes get this object, never the Kysely instance. */
export function createQueries(db: Kysely<Database>) {
  return {
    apiTokens: createApiTokenQueries(db),
    audit: createAuditQueries(db),
    coverage: createCoverageQueries(db),
    dataVersions: createDataVersionQueries(db),
    digests: createDigestQueries(db),
    etsVerifications: createEtsVerificationQueries(db),
    files: createFileQueries(db),
    importProfiles: createImportProfileQueries(db),
    organisations: createOrganisationQueries(db),
    partialHours: createPartialHourQueries(db),
    flaggedHours: createFlaggedHourQueries(db),
    permits: createPermitQueries(db),
    plantDays: createPlantDayQueries(db),
    plantRegister: createPlantRegisterQueries(db),
    sourceStreams: createSourceStreamQueries(db),
    streamFactors: createStreamFactorQueries(db),
    failures: createSignInFailureQueries(db),
    userData: createUserDataQueries(db),
    settings: createOrgSettingsQueries(db),
    yearLocks: createYearLockQueries(db),
  };
}

export type Queries = ReturnType<typeof createQueries>;
