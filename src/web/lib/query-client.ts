import { QueryClient } from '@tanstack/react-query';

/** The signed-in area's cache of API data; cleared on sign-out (accounts §4). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
