import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { ADMIN_STATUS_QUERY_KEY, ANALYTICS_QUERY_KEY, adminListQueryKey, CONTACTS_LIST_PATH, DASHBOARD_QUERY_KEY } from './query-keys';

const failWith = (status: number) => () => Promise.reject(new ApiError(status, 'no'));

describe('createQueryClient: a lost admin session, noticed once for every admin page', () => {
  it.each([401, 403])('an admin query answering %i marks the admin signed out', async (status) => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(ADMIN_STATUS_QUERY_KEY, { isAdmin: true });
    await queryClient.fetchQuery({ queryKey: adminListQueryKey(CONTACTS_LIST_PATH), queryFn: failWith(status) }).catch(() => undefined);
    expect(queryClient.getQueryData(ADMIN_STATUS_QUERY_KEY)).toEqual({ isAdmin: false });
  });

  it('leaves the admin session alone for other failures and for athlete queries', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(ADMIN_STATUS_QUERY_KEY, { isAdmin: true });
    await queryClient.fetchQuery({ queryKey: ANALYTICS_QUERY_KEY, queryFn: failWith(500) }).catch(() => undefined);
    await queryClient.fetchQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: failWith(401) }).catch(() => undefined);
    expect(queryClient.getQueryData(ADMIN_STATUS_QUERY_KEY)).toEqual({ isAdmin: true });
  });
});
