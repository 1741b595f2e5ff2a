import { FREE_CONSULTATION_MINUTES } from '@herway/shared/catalog/packages';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactConnect } from '../components/contact-connect';
import { ContactForm } from '../components/contact-form';
import { ContactNextSteps } from '../components/contact-next-steps';

export default function ContactRoute() {
  usePageTitle(
    'Get In Touch',
    'Contact HerWay to book a free recruiting consultation or ask about mentorship, the course packet or our free resources. We reply within 24 hours.',
  );
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get In Touch"
        description={
          <>
            Ready to take the next step in your recruiting journey? Book your free <span className="whitespace-nowrap">{FREE_CONSULTATION_MINUTES}-minute</span>{' '}
            consultation or ask us anything. We&apos;re here to help.
          </>
        }
      />
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-5 lg:gap-10">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Send Us a Message
          </h2>
          <p className="mt-2 mb-8 text-muted">Athletes and parents are both welcome to write. Fields are required unless marked optional.</p>
          <ContactForm />
        </section>
        <div className="grid content-start gap-8 lg:col-span-2">
          <ContactConnect />
          <ContactNextSteps />
        </div>
      </Container>
    </>
  );
}
