import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { CtaPanel, ctaPrimaryClass, ctaSecondaryClass } from '@/components/ui/cta-panel';
import { REPLY_WITHIN_HOURS } from '../config/support';
import { ConsultationLink } from './home-consultation-link';

/** The closing call to action: a free consultation, or the course packet. */
export function HomeCta() {
  return (
    <Container className="pb-16 sm:pb-24">
      <CtaPanel
        id="home-cta-heading"
        title="Ready to take the next step?"
        actions={
          <>
            <ConsultationLink location="home_cta" className={ctaPrimaryClass} />
            <Link to="/course" className={ctaSecondaryClass}>
              View Course Packet
            </Link>
          </>
        }
      >
        <p>
          Start with a free video call. Bring your questions, bring your parents, and leave with a plan. We reply to every request within {REPLY_WITHIN_HOURS}{' '}
          hours.
        </p>
      </CtaPanel>
    </Container>
  );
}
