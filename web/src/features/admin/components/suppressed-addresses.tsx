import { suppressionLine } from '@herway/shared/contracts/mail';
import type { SuppressedAddress } from '@herway/shared/contracts/mail';
import { formatDateTime } from '../lib/format';

const item = 'grid gap-1 rounded-2xl border border-plum-100 bg-white p-4 text-sm shadow-sm shadow-plum-900/5';

/**
 * The addresses HerWay stopped mailing because SES reported a bounce or a complaint (docs/email.md):
 * "Bounced: a@b.com, from a payment receipt". A family's own address leaves the list when the
 * parent fixes it from her dashboard.
 */
export function SuppressedAddresses({ addresses }: { addresses: readonly SuppressedAddress[] }) {
  return (
    <section aria-label="E-mail that bounced or was reported" className="grid gap-3">
      <h2 className="text-lg font-bold text-ink">
        E-mail that bounced or was reported <span className="text-muted tabular-nums">({addresses.length})</span>
      </h2>
      <p className="text-sm text-muted">
        HerWay no longer mails these addresses, so the account stays in good standing with Amazon SES. If one is a family&apos;s, tell her another way (a phone
        call, or at her next session): her dashboard asks her to correct it, and mail resumes once she does.
      </p>
      {addresses.length === 0 ? (
        <p className="text-sm text-muted">None: every address we write to takes our mail.</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.email} className={item}>
              <p className="font-semibold break-all text-ink">{suppressionLine(address)}</p>
              <p className="text-muted">Since {formatDateTime(address.suppressedAt)}</p>
              {address.diagnostic ? <p className="break-words text-danger-800">{address.diagnostic}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
