import { Link } from 'react-router';
import { MIN_ATHLETE_AGE, REPLY_WITHIN_HOURS, RESCHEDULE_NOTICE_HOURS } from '../config/support';
import { LegalContactLinks } from './legal-contact-links';
import type { LegalSection } from './legal-page';

/** The Terms of Service (docs/product-rules.md#policies-the-terms-state): 12 sections in this order. */
export function TermsIntro() {
  return (
    <>
      <p>
        Welcome to HerWay. These Terms of Service (the “Terms”) are the agreement between you and HerWay (“we”, “us”) for using our website and our services.
        Please read them carefully: by creating an account, buying a package or course, or otherwise using HerWay, you agree to them.
      </p>
      <p>If you are under 18, a parent or legal guardian must read and accept these Terms with you, and they apply to both of you.</p>
    </>
  );
}

export const termsSections: readonly LegalSection[] = [
  {
    id: 'services',
    title: 'Services',
    content: (
      <>
        <p>HerWay helps female high-school athletes and their families through the college recruiting process. We offer:</p>
        <ul>
          <li>a free consultation to understand where you are and what to do next;</li>
          <li>paid one-on-one mentorship sessions with our college-athlete mentors, booked through a third-party scheduling service and held by video call;</li>
          <li>a self-paced digital course packet; and</li>
          <li>free downloadable recruiting resources.</li>
        </ul>
        <p>
          Our mentors are current college athletes who share what they have learned from their own recruiting. They are not licensed counselors, attorneys,
          financial advisers, agents or compliance officers, and our services are educational guidance, not professional advice. We may add, change or stop
          offering features from time to time; we will not take away anything you have already paid for without offering a fair alternative or a refund.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    content: (
      <>
        <p>
          You must be at least {MIN_ATHLETE_AGE} years old to create an account or use our services. We do not knowingly provide services to anyone under{' '}
          {MIN_ATHLETE_AGE}, and we will close any account we learn belongs to a child under {MIN_ATHLETE_AGE}.
        </p>
        <p>
          If you are at least {MIN_ATHLETE_AGE} but under 18, you may use HerWay only with the consent and supervision of a parent or legal guardian, who agrees
          to these Terms on your behalf and is responsible for your use of the services. A parent or guardian should make purchases for athletes under 18 and is
          always welcome to join sessions.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    content: (
      <>
        <p>When you create an account, you agree to:</p>
        <ul>
          <li>give accurate information and keep it up to date;</li>
          <li>keep your password private and not share your account with anyone else;</li>
          <li>tell us straight away if you think someone else has used your account; and</li>
          <li>take responsibility for what happens under your account.</li>
        </ul>
        <p>Each account is for one athlete. You can stop using HerWay and ask us to delete your account at any time.</p>
      </>
    ),
  },
  {
    id: 'payments-fees',
    title: 'Payments & Fees',
    content: (
      <>
        <p>
          Prices are shown in US dollars on our website. The amount shown at checkout, including any discount you applied, is the amount you pay, in full, at
          the time of purchase.
        </p>
        <p>
          Card payments are processed securely by our payment provider, Stripe. Your card details go directly to Stripe and are never stored on our servers;
          Stripe’s own terms and privacy policy apply to the payment. You will receive a receipt by e-mail.
        </p>
        <p>
          Discount codes have no cash value, may expire or be limited in number, and one code can be used per order. We may change our prices for future
          purchases; a change never affects a purchase you have already made.
        </p>
      </>
    ),
  },
  {
    id: 'refunds-cancellations',
    title: 'Refunds & Cancellations',
    content: (
      <>
        <p>
          <strong>All sales are final.</strong> Please make sure a package or course is right for you before you buy; we are happy to answer questions first,
          and the consultation is free.
        </p>
        <ul>
          <li>
            <strong>Mentorship packages</strong> are non-refundable once purchased, including any sessions you have not used.
          </li>
          <li>
            <strong>Digital courses and downloads</strong> are non-refundable once they have been accessed or delivered.
          </li>
          <li>
            <strong>Rescheduling:</strong> you may reschedule a session with at least {RESCHEDULE_NOTICE_HOURS} hours’ notice, using the link in your booking
            confirmation or by contacting us. A session cancelled or missed with less than {RESCHEDULE_NOTICE_HOURS} hours’ notice counts as used and is not
            refunded.
          </li>
          <li>
            <strong>If we cancel:</strong> if we cancel a session or cannot provide a service you have paid for, we will offer to reschedule it, and you may
            receive a full refund for that service.
          </li>
        </ul>
        <p>
          If you think you were charged in error, please contact us before disputing the charge with your bank, and we will look into it right away. Nothing in
          these Terms removes rights you have under consumer protection laws that cannot be waived.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    content: (
      <>
        <p>
          The HerWay name and logo, our website, the course packet, our resources and templates, and everything else we create are owned by HerWay or the people
          who license them to us, and are protected by copyright and other laws.
        </p>
        <p>
          We give you a personal, non-transferable licence to use our materials for your own recruiting. You may fill in our templates and send them to coaches.
          You may not copy, resell, publish or share the paid course or session materials with people who have not bought them, or share your account to give
          others access.
        </p>
      </>
    ),
  },
  {
    id: 'user-conduct',
    title: 'User Conduct',
    content: (
      <>
        <p>We want HerWay to be a safe, encouraging place. When you use our services, you agree not to:</p>
        <ul>
          <li>give false information or pretend to be someone else;</li>
          <li>harass, threaten or disrespect our mentors or anyone else;</li>
          <li>record a session without the agreement of everyone on the call;</li>
          <li>
            try to get around our security or payments, access other people’s accounts or data, or interfere with the website (for example with malware,
            scraping or automated messages); or
          </li>
          <li>use our services for anything unlawful.</li>
        </ul>
        <p>A mentor may end a session that becomes abusive or unsafe.</p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    content: (
      <>
        <p>
          To the fullest extent the law allows, HerWay, its founders and its mentors are not liable for indirect, incidental, special or consequential losses,
          including lost opportunities such as a roster spot, a scholarship or an admission, arising from your use of our services.
        </p>
        <p>
          Our total liability for any claim relating to our services is limited to the amount you paid us for the service the claim is about. Some places do not
          allow certain limitations of liability; where that is the case, these limits apply only as far as the law permits.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    content: (
      <>
        <p>
          <strong>We do not guarantee recruitment, a roster spot, an athletic scholarship, financial aid or admission to any college or university.</strong>{' '}
          Recruiting outcomes depend on many things outside our control, including your abilities and academics, the decisions of coaches and admissions
          offices, and the rules of the NCAA, the NAIA and other bodies.
        </p>
        <p>
          Our guidance is based on our mentors’ personal experience and is given in good faith. Recruiting and eligibility rules change often: always check
          important decisions with the official sources, such as the NCAA and NAIA Eligibility Centers, and with your school counselor. HerWay is not affiliated
          with the NCAA, the NAIA or any college. Our services are provided “as is” and “as available”, without warranties beyond those the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <>
        <p>
          You may stop using HerWay at any time and ask us to delete your account. We may suspend or close an account that breaks these Terms, for example
          through fraud, abuse or sharing paid materials; where appropriate we will tell you why. An account closed for breaking these Terms is not entitled to
          a refund.
        </p>
        <p>
          When an account is closed, your licence to our materials ends. The sections on payments, refunds, intellectual property, limitation of liability and
          the disclaimer continue to apply.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    content: (
      <p>
        We may update these Terms as our services grow. When we do, we will change the effective date at the top of this page, and if the changes are
        significant we will tell registered users by e-mail or with a notice on our website before they take effect. If you keep using HerWay after that, you
        accept the updated Terms. A purchase is governed by the Terms in effect when you made it.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    content: (
      <p>
        Questions about these Terms, a booking or a payment? Reach us through <LegalContactLinks />. We reply within {REPLY_WITHIN_HOURS} hours. You can also
        read how we handle your information in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];
