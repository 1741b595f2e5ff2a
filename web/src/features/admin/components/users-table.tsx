import { ACCOUNT_TYPE_LABELS } from '@herway/shared/contracts/account-type';
import type { UserRecord } from '@herway/shared/contracts/admin';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDate, userName } from '../lib/format';
import { AdminTable, Td } from './admin-table';
import { AdminAccountActions } from './admin-account-actions';

export const NO_USERS = 'No user accounts found';

/** Whose account it is, in words: Admin, Athlete or Parent or guardian (docs/family.md). */
function accountLabel(user: UserRecord): string {
  return user.accountType ? ACCOUNT_TYPE_LABELS[user.accountType] : 'Admin';
}

/**
 * User Accounts: name, e-mail, registration date, whose account (Admin, Athlete, Parent or
 * guardian), Stripe customer. Another admin's account offers to reset her authenticator or remove
 * her admin access (never the signed-in admin's own: `currentUserId`).
 */
export function UsersTable({ users, currentUserId }: { users: readonly UserRecord[]; currentUserId?: string }) {
  if (users.length === 0) {
    return <p className="rounded-2xl border border-dashed border-plum-200 bg-white p-8 text-center text-muted">{NO_USERS}</p>;
  }
  return (
    <AdminTable label="User accounts table" caption="User accounts, newest first" columns={['Name', 'Email', 'Registered', 'Account', 'Stripe Customer']}>
      {users.map((user) => (
        <tr key={user.id}>
          <Td label="Name" className="font-medium whitespace-nowrap">
            {/* Her page: records and the admins' actions (docs/admin-athletes-leads-attention.md). */}
            <Link to={`/admin/athletes/${encodeURIComponent(user.id)}`} className="text-plum-700 underline underline-offset-2 hover:text-plum-900">
              {userName(user)}
            </Link>
          </Td>
          <Td label="Email" className="break-words">
            {user.email}
          </Td>
          <Td label="Registered" className="whitespace-nowrap tabular-nums">
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </Td>
          <Td label="Account">
            <Badge variant={user.isAdmin ? 'default' : user.accountType === 'guardian' ? 'outline' : 'secondary'}>{accountLabel(user)}</Badge>
            {user.isAdmin && currentUserId && user.id !== currentUserId ? <AdminAccountActions user={user} /> : null}
          </Td>
          <Td label="Stripe Customer">
            {user.stripeCustomerId ? (
              <Badge variant="success" title={user.stripeCustomerId}>
                Connected
              </Badge>
            ) : (
              <Badge variant="outline">Not Connected</Badge>
            )}
          </Td>
        </tr>
      ))}
    </AdminTable>
  );
}
