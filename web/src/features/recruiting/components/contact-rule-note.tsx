import { COMPLIANCE_NOTE } from '@herway/shared/catalog/contact-rules';
import type { ListedSchool } from '@herway/shared/contracts/recruiting';
import { contactHeadline } from '../lib/contact-rule-words';

/** When the school's coaches may contact her, the rule it comes from, its source, and the compliance office's final word. */
export function ContactRuleNote({ school }: { school: ListedSchool }) {
  const rule = school.contactRule;
  if (!rule) return <p className="text-sm text-muted">Set the division to see when its coaches may contact you.</p>;
  const [source] = rule.sources;
  return (
    <div className="grid gap-1 rounded-xl bg-plum-50 p-3 text-sm" aria-label={`Coach contact at ${school.name}`}>
      <p className="font-semibold break-words text-ink">{contactHeadline(rule)}</p>
      <p className="break-words text-muted">{rule.summary}</p>
      <p className="break-words text-muted">
        {COMPLIANCE_NOTE}{' '}
        {source ? (
          <a className="underline" href={source.url} target="_blank" rel="noreferrer noopener">
            Source
          </a>
        ) : null}
        {` (checked ${rule.checkedOn})`}
      </p>
    </div>
  );
}
