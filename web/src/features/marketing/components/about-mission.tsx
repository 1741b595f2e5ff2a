import { Clock, HeartHandshake, Users } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { MIN_ATHLETE_AGE, REPLY_WITHIN_HOURS } from '../config/support';

/** The mission statement and three promises. */
export function AboutMission() {
  const promises = [
    { Icon: Users, title: `Athletes ${MIN_ATHLETE_AGE} and up`, text: 'From your first club season to signing day.' },
    { Icon: HeartHandshake, title: 'Parents welcome', text: 'Bring your family to any session, and to every big decision.' },
    { Icon: Clock, title: `Replies within ${REPLY_WITHIN_HOURS} hours`, text: 'Every message is answered by one of us, personally.' },
  ];
  return (
    <section aria-labelledby="about-mission-heading" className="py-16 sm:py-24">
      <Container className="max-w-4xl text-center">
        <h2 id="about-mission-heading" className="text-sm font-semibold tracking-wider text-plum-700 uppercase">
          Our Mission
        </h2>
        <p className="mt-4 text-2xl leading-snug font-bold tracking-tight text-balance text-ink sm:text-3xl">
          To give every female high-school athlete the knowledge, confidence and support to own her recruiting process, and to find a college where she can
          thrive as an athlete, a student and a person.
        </p>
        <ul className="mt-12 grid grid-cols-1 gap-6 text-left sm:grid-cols-3">
          {promises.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-plum-50 p-6">
              <Icon className="size-6 text-plum-700" aria-hidden="true" />
              <h3 className="mt-3 font-bold text-ink">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
