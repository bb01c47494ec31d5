import { useEffect, useState } from 'react';

export interface DemoCredentials {
  email: string;
  password: string;
}

/** The demo account's credentials while the server offers them (accounts §1), else null. */
export function useDemoCredentials(): DemoCredentials | null {
  const [credentials, setCredentials] = useState<DemoCredentials | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/demo', { signal: controller.signal })
      .then(async (r) => (r.ok ? setCredentials((await r.json()) as DemoCredentials) : undefined))
      // Without the demo the form simply starts empty.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return credentials;
}
