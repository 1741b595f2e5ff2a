import { AdminGetUserCommand, CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { resourceFiles } from '@herway/shared/catalog/resources';
import { describe, expect, inject, it } from 'vitest';
import { verifyAccessToken } from '@herway/functions/kernel/auth/token-verifier';
import { s3Client } from '@herway/functions/kernel/aws-clients';
import { findDiscount } from '@herway/functions/payments/store/discount-repo';
import { createProfile, getProfile } from '@herway/functions/accounts/store/user-repo';

// The stack as a whole. Its health answer and the discount check are tested beside their handlers
// (system/get-health, payments/validate-discount); this route carries the gateway's checks here.

const siteUrl = inject('siteUrl');
const env = inject('stackEnv');
const sameSite = { Origin: siteUrl, 'Content-Type': 'application/json' };

const post = (path: string, body: string, headers: Record<string, string> = sameSite) => fetch(`${siteUrl}${path}`, { method: 'POST', headers, body });

describe('the local stack', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    const response = await fetch(`${siteUrl}/api/unknown/path`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a malformed JSON body with 400 JSON and a message', async () => {
    const response = await post('/api/validate-discount', '{"discountCode": "ATHLETE20", ');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('refuses a cross-site state-changing request', async () => {
    const response = await post('/api/validate-discount', JSON.stringify({ discountCode: 'ATHLETE20', amount: 500 }), {
      Origin: 'https://evil.example',
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(403);
  });

  it('seeds all six discount codes', async () => {
    for (const code of ['WELCOME10', 'ATHLETE20', 'EARLY50', 'STUDENT15', 'FIRST100', 'FIREBOMBERS']) {
      // Redemptions start at 0; the payments tests running beside this one redeem ATHLETE20.
      expect(await findDiscount(code)).toMatchObject({ code, active: true, redemptions: expect.any(Number) });
    }
  });

  it('seeds the admin, whose Cognito token verifies with the admin group', async () => {
    const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: env.COGNITO_ENDPOINT });
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: inject('adminEmail'), PASSWORD: inject('adminPassword') },
      }),
    );
    const token = AuthenticationResult?.AccessToken ?? '';
    const session = await verifyAccessToken(token);
    expect(session).toMatchObject({ groups: ['admin'], isAdmin: true });
    expect(await verifyAccessToken(`${token.slice(0, -4)}AAAA`)).toBeUndefined();

    const admin = await cognito.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: inject('adminEmail') }));
    const sub = admin.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
    expect(await getProfile(sub)).toMatchObject({ email: inject('adminEmail'), isAdmin: true });
  });

  it('runs DynamoDB transactions through the proxy: a second profile with the same id changes nothing', async () => {
    const now = new Date().toISOString();
    const profile = { id: `int-${Date.now()}`, email: `int-${Date.now()}@example.com`, firstName: 'Ava', isAdmin: false, createdAt: now, updatedAt: now };
    expect(await createProfile(profile)).toBe(true);
    expect(await createProfile({ ...profile, firstName: 'Changed' })).toBe(false);
    expect(await getProfile(profile.id)).toMatchObject({ firstName: 'Ava' });
  });

  it('uploads every free resource PDF to the content bucket', async () => {
    for (const file of resourceFiles) {
      const head = await s3Client().send(new HeadObjectCommand({ Bucket: env.CONTENT_BUCKET, Key: file.objectKey }));
      expect(head.ContentType).toBe('application/pdf');
      expect(head.ContentLength).toBeGreaterThan(1000);
    }
  });
});
