import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@herway/shared/origin-headers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The reply to a request that reached the API without passing through the site's CloudFront. */
export const NOT_THROUGH_SITE_MESSAGE = 'Requests must come through the site';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request carries CloudFront's origin-verify secret. Compared in constant time (on
 * digests, so the lengths match too). Without a configured secret (the local stack, where the
 * gateway is the only way in) every request passes.
 */
export function cameThroughSite(headers: APIGatewayProxyEventV2['headers'] | undefined, secret: string | undefined): boolean {
  if (!secret) return true;
  const sent = headers?.[ORIGIN_VERIFY_HEADER];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

/**
 * The visitor's IP address. Behind CloudFront (a secret is configured, and the request proved it
 * came through CloudFront) it is the viewer address CloudFront's function wrote; API Gateway's
 * `sourceIp` would be the edge location's. Locally, the gateway's socket address.
 */
export function clientIpOf(event: APIGatewayProxyEventV2, secret: string | undefined): string {
  const viewerIp = event.headers?.[VIEWER_IP_HEADER]?.trim();
  if (secret && viewerIp && isIP(viewerIp)) return viewerIp;
  return event.requestContext.http.sourceIp;
}
