import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../config/support';

/** 'our Contact page or support@herway.co', as links, for the policies' text. */
export function LegalContactLinks() {
  return (
    <>
      our <Link to="/contact">Contact page</Link> or by e-mail at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
    </>
  );
}
