import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { httpEvent, lambdaContext, sameSiteJson } from '../../testing/http-event';

// The e-mail service is down for this file: its endpoint points at a closed port. Modules are
// isolated per test file, so the handler below builds its SES client with this endpoint.
process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
process.env.SITE_ORIGIN = 'http://localhost:3000';

describe('POST /api/contact when e-mail fails', () => {
  it('still stores the contact and answers success', async () => {
    const { handler } = await import('./submit-contact');
    const { dynamoClient } = await import('../../kernel/aws-clients');
    const email = `offline-${Date.now()}@example.com`;
    const body = { firstName: 'Mia', lastName: 'Chen', email, interestType: 'Course Packet', message: 'Is the course self-paced?' };
    const event = httpEvent('POST', '/api/contact', { headers: sameSiteJson, body: JSON.stringify(body) });
    event.requestContext.http.sourceIp = `10.0.0.${Math.floor(Math.random() * 200)}`;

    const result = await handler(event, lambdaContext);
    expect(result.statusCode).toBe(200);
    const { Items = [] } = await dynamoClient().send(
      new QueryCommand({
        TableName: 'herway',
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :kind',
        FilterExpression: 'email = :email',
        ExpressionAttributeValues: { ':kind': 'CONTACT', ':email': email },
      }),
    );
    expect(Items).toHaveLength(1);
    // ...and no e-mail went out through the real local SES.
    const { emails } = (await (await fetch(`${inject('sesUrl')}/store`)).json()) as { emails: { destination: { to: string[] } }[] };
    expect(emails.filter((sent) => sent.destination.to.includes(email))).toEqual([]);
  });
});
