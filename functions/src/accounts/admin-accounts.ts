import { AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as z from '@herway/shared/zod';
import { config } from '../kernel/config';
import { cognitoClient } from '../kernel/aws-clients';
import { sendCognitoRead } from './admin-cognito-requests';
import { errorName, toDomainError } from './identity-errors';

/**
 * Cognito's word on an admin, asked on admin routes (accounts/admin-standing.ts): an access token
 * keeps its `admin` group for up to 15 minutes after she was removed from it or disabled, so the
 * token alone cannot say she still is one.
 */
export type AdminStanding = 'admin' | 'not-admin' | 'disabled';

const ADMIN_GROUP = 'admin';

function userPoolId(): string {
  const id = config().USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
}

/** The parts of Cognito's answers the check reads; anything else in them is ignored. */
const adminUserReply = z.object({ Enabled: z.optional(z.boolean()) });
const adminGroupsReply = z.object({ Groups: z.optional(z.array(z.object({ GroupName: z.optional(z.string()) }))) });

/**
 * Disabled or deleted: `disabled`; enabled but out of the admin group: `not-admin`. Asked with
 * signed requests (admin-cognito-requests.ts), so the ~30 admin bundles need no Cognito client.
 */
export async function readAdminStanding(username: string): Promise<AdminStanding> {
  const UserPoolId = userPoolId();
  try {
    const [user, groups] = await Promise.all([
      sendCognitoRead('AdminGetUser', { UserPoolId, Username: username }).then((reply) => adminUserReply.parse(reply)),
      sendCognitoRead('AdminListGroupsForUser', { UserPoolId, Username: username, Limit: 60 }).then((reply) => adminGroupsReply.parse(reply)),
    ]);
    if (user.Enabled === false) return 'disabled';
    return (groups.Groups ?? []).some((group) => group.GroupName === ADMIN_GROUP) ? 'admin' : 'not-admin';
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return 'disabled';
    throw toDomainError(error);
  }
}

/** Takes her out of the admin group (nothing to do when she is not in it). */
export async function removeFromAdminGroup(username: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId(), Username: username, GroupName: ADMIN_GROUP }));
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return;
    throw toDomainError(error);
  }
}
