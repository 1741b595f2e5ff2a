import { useQueryClient } from '@tanstack/react-query';
import type { FamilyAthleteReply } from '@herway/shared/contracts/family-athlete';
import { SavedSwitch } from '@/components/ui/saved-switch';
import { familyAthleteQueryKey } from '@/lib/query-keys';
import { setContactConsent } from '../api/family-athlete';
import { formatDay } from '../lib/family-words';
import { ViewSection } from './athlete-overview';

/** Who gave the agreement and when, as the API recorded it. */
function consentRecord(consent: FamilyAthleteReply['contactConsent']): string | null {
  if (!consent.givenAt) return null;
  const when = formatDay(consent.givenAt);
  const who = consent.givenBy ? ` by ${consent.givenBy}` : '';
  return consent.given ? `Given${who} on ${when}.` : `Withdrawn${who} on ${when}.`;
}

/**
 * The guardian's agreement that coaches may see her athlete's contact details on her shared page:
 * given or withdrawn at once; the page's answer follows the API's.
 */
export function ContactConsent({ athleteId, firstName, consent }: { athleteId: string; firstName: string; consent: FamilyAthleteReply['contactConsent'] }) {
  const queryClient = useQueryClient();
  const record = consentRecord(consent);
  return (
    <ViewSection id="athlete-contact-consent" title="Coach contact">
      <SavedSwitch
        checked={consent.given}
        label={`Let coaches see ${firstName || 'her'}’s contact details`}
        description="Coaches who open the page she shares with them see her contact details; turn it off and they no longer do."
        save={(given) => setContactConsent(athleteId, given)}
        onSaved={(reply) =>
          queryClient.setQueryData<FamilyAthleteReply>(familyAthleteQueryKey(athleteId), (current) =>
            current ? { ...current, contactConsent: reply.contactConsent } : current,
          )
        }
      />
      {record ? <p className="text-xs text-muted">{record}</p> : null}
    </ViewSection>
  );
}
