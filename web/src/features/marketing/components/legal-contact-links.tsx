import { Link } from 'react-router';
import { supportEmail } from '@/config/support-email';

/** 'our Contact page or by e-mail at <the stage's support inbox>', as links, for the policies' text. */
export function LegalContactLinks() {
  const address = supportEmail();
  return (
    <>
      our <Link to="/contact">Contact page</Link> or by e-mail at <a href={`mailto:${address}`}>{address}</a>
    </>
  );
}
