import { useEffect, useState } from 'react';
import { api } from '@web/lib/api-client';
import { callApiJson, type SuccessBody } from '@web/lib/call-api';

export type DemoCredentials = SuccessBody<Awaited<ReturnType<typeof api.api.demo.$get>>>;

/** The demo account's credentials while the server offers them (accounts §1), else null. */
export function useDemoCredentials(): DemoCredentials | null {
  const [credentials, setCredentials] = useState<DemoCredentials | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callApiJson(() => api.api.demo.$get(undefined, { init: { signal: controller.signal } }), '')
      .then(setCredentials)
      // Without the demo (404) the form simply starts empty.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return credentials;
}
