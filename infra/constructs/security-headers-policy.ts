import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { ResponseSecurityHeadersBehavior } from 'aws-cdk-lib/aws-cloudfront';

/** HSTS: two years, subdomains included. */
export const HSTS_MAX_AGE = Duration.days(730);

/** The page headers of shared/src/security-headers.ts as a response-headers policy, plus HSTS. */
export function securityHeadersOf(headers: Record<string, string>): {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeadersBehavior?: { customHeaders: { header: string; value: string; override: boolean }[] };
} {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {
    strictTransportSecurity: { accessControlMaxAge: HSTS_MAX_AGE, includeSubdomains: true, override: true },
  };
  const custom: { header: string; value: string; override: boolean }[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`X-Content-Type-Options ${value} cannot be sent by CloudFront`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options': {
        const frameOption = Object.values(HeadersFrameOption).find((option) => option === value.toUpperCase());
        if (!frameOption) throw new Error(`X-Frame-Options ${value} cannot be sent by CloudFront`);
        security.frameOptions = { frameOption, override: true };
        break;
      }
      case 'referrer-policy': {
        const referrerPolicy = Object.values(HeadersReferrerPolicy).find((policy) => policy === value);
        if (!referrerPolicy) throw new Error(`Referrer-Policy ${value} cannot be sent by CloudFront`);
        security.referrerPolicy = { referrerPolicy, override: true };
        break;
      }
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, ...(custom.length ? { customHeadersBehavior: { customHeaders: custom } } : {}) };
}
