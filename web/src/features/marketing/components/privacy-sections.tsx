import { Link } from 'react-router';
import { MIN_ATHLETE_AGE, REPLY_WITHIN_HOURS } from '../config/support';
import { LegalContactLinks } from './legal-contact-links';
import type { LegalSection } from './legal-page';

/** The Privacy Policy: 8 sections in this order. */
export function PrivacyIntro() {
  return (
    <>
      <p>
        HerWay is run by two college athletes for female high-school athletes aged {MIN_ATHLETE_AGE} and over and their families. We know you are trusting us
        with a young athlete’s information, so we collect only what we need, use it only to help you, and never sell it.
      </p>
      <p>
        This policy explains what we collect, why, who we share it with and the choices you have. If you are under 18, please read it with a parent or guardian.
      </p>
    </>
  );
}

export const privacySections: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, a password (kept only in scrambled, hashed form by our sign-in service; we never see
            it) and confirmation that you are {MIN_ATHLETE_AGE} or older.
          </li>
          <li>
            <strong>Athlete profile details</strong> you choose to share with us in messages, the consultation and your sessions, such as your graduation year,
            sport, position, stats, academic information, goals and the schools you are interested in.
          </li>
          <li>
            <strong>Contact messages:</strong> your name, e-mail address, sport (optional), what you are interested in and your message.
          </li>
          <li>
            <strong>Purchases:</strong> the parent or guardian’s name, the athlete’s name, the e-mail address for the receipt, what you bought, the amount, any
            discount code and the payment status. Your card details go directly to Stripe, our payment provider; we never receive or store card numbers.
          </li>
          <li>
            <strong>Session bookings:</strong> when you book through our scheduling service, your name, e-mail address, the session time and any notes you add.
          </li>
        </ul>
        <h3>Information collected automatically</h3>
        <ul>
          <li>
            <strong>Sign-in cookies</strong> that keep you signed in (see Cookies &amp; Tracking).
          </li>
          <li>
            <strong>Course access records:</strong> when you open paid course materials, which file, when, your IP address and browser type, to protect paid
            content from misuse.
          </li>
          <li>
            <strong>Technical logs:</strong> IP address, browser type, pages requested and errors, kept for a limited time for security and troubleshooting.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    content: (
      <>
        <p>We use your information only to:</p>
        <ul>
          <li>create and run your account, and show your packages, sessions and course materials;</li>
          <li>answer your messages and consultation requests;</li>
          <li>tailor our mentorship to your sport, graduation year, stats and goals;</li>
          <li>process payments and send receipts, booking confirmations and other service e-mails;</li>
          <li>keep HerWay safe, for example by blocking spam, fraud and misuse of paid content;</li>
          <li>understand, in aggregate, how our website is used so we can improve it; and</li>
          <li>meet our legal obligations, such as keeping tax and accounting records.</li>
        </ul>
        <p>
          We do not use your information for advertising, we do not sell or rent it, and we only send you news or offers if you ask us to, with an easy way to
          unsubscribe.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-your-information',
    title: 'Sharing Your Information',
    content: (
      <>
        <p>
          <strong>We never sell your information.</strong> We share it only:
        </p>
        <ul>
          <li>
            <strong>With your mentor</strong>, who sees what she needs to prepare and run your sessions.
          </li>
          <li>
            <strong>With the service providers that run HerWay for us:</strong> Stripe (payments), Amazon Web Services (hosting, our database, file storage,
            sign-in and e-mail delivery), our scheduling service (session bookings) and, only if analytics is enabled, Google Analytics (without personal data).
            They may use your information only to provide their service to us.
          </li>
          <li>
            <strong>When the law requires it</strong>, or when it is needed to protect the safety of an athlete or someone else.
          </li>
          <li>
            <strong>If HerWay is ever merged or acquired</strong>, in which case this policy keeps applying to your information and we will tell you first.
          </li>
        </ul>
        <p>
          We never share your profile with coaches, schools or anyone else without your permission (and, if you are under 18, your parent or guardian’s
          permission).
        </p>
      </>
    ),
  },
  {
    id: 'cookies-tracking',
    title: 'Cookies & Tracking',
    content: (
      <>
        <ul>
          <li>
            <strong>Essential sign-in cookies only.</strong> When you sign in, we set secure cookies that keep you signed in. They are removed when you log out
            or when they expire, and HerWay cannot sign you in without them.
          </li>
          <li>
            <strong>Browser storage:</strong> a few small notes in your browser, for example that you have signed in on this device before. They contain no
            personal information.
          </li>
          <li>
            <strong>Analytics without personal data, and only if enabled.</strong> If we turn on Google Analytics, it counts page views and anonymous events
            (for example, that a contact form was sent and which topic was chosen). It runs without advertising features, and we never send it names, e-mail
            addresses, messages or other personal information.
          </li>
          <li>
            <strong>Payments:</strong> on checkout pages, Stripe may set its own cookies to prevent fraud.
          </li>
        </ul>
        <p>
          We do not use advertising or cross-site tracking cookies. You can block or delete cookies in your browser settings, but you will not be able to sign
          in without the essential ones.
        </p>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    content: (
      <>
        <p>
          Your information travels over encrypted connections (HTTPS) and is stored encrypted on Amazon Web Services. Only the people who need it to help you
          can access it, and paid course files are delivered through short-lived private links. Card payments are handled entirely by Stripe, which is certified
          to the highest level of the payment card industry’s security standard (PCI DSS).
        </p>
        <p>
          We keep your information only as long as we need it: account information while your account is open, and payment records for as long as tax and
          accounting law requires. No system is perfectly secure; if a breach ever affects your information, we will tell you and the authorities as the law
          requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    content: (
      <>
        <p>Wherever you live, you can:</p>
        <ul>
          <li>
            <strong>See and export your data:</strong> download a copy of your information from your account pages.
          </li>
          <li>
            <strong>Correct it:</strong> update your details in your account, or ask us to.
          </li>
          <li>
            <strong>Delete it:</strong> delete your account and its data from your account pages, or ask us to. We keep only what the law requires us to keep,
            such as payment records.
          </li>
          <li>
            <strong>Say no to e-mails</strong> other than those about your purchases and bookings.
          </li>
        </ul>
        <p>
          For anything else, or if you cannot sign in, contact us through <LegalContactLinks />. We reply within {REPLY_WITHIN_HOURS} hours and may need to
          confirm your identity first. Depending on where you live, you may also have the right to complain to a data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    content: (
      <>
        <p>
          HerWay is for athletes aged {MIN_ATHLETE_AGE} and over. We do not knowingly collect personal information from children under {MIN_ATHLETE_AGE}. If we
          learn that we have, we delete it promptly and close the account. If you believe a child under {MIN_ATHLETE_AGE} has given us information, please
          contact us.
        </p>
        <p>
          For athletes aged {MIN_ATHLETE_AGE} to 17, we encourage parents and guardians to be involved. A parent or guardian may review the information we hold
          about their child, ask us to correct or delete it, and ask us to stop using it, by contacting us.
        </p>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    content: (
      <>
        <p>
          Questions or requests about your privacy? Reach us through <LegalContactLinks />. We reply within {REPLY_WITHIN_HOURS} hours.
        </p>
        <p>
          If we change this policy, we will update the effective date at the top of this page and tell registered users about significant changes by e-mail
          before they apply. Our <Link to="/terms">Terms of Service</Link> explain the rules for using HerWay.
        </p>
      </>
    ),
  },
];
