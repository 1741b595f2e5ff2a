import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { paymentIntentReplySchema } from '@herway/shared/contracts/payments';
import { describe, expect, inject, it } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { getFulfilment } from '../store/fulfilment-repo';
import { keys } from '../../kernel/store/keys';
import { listPackages } from '../../bookings/store/package-repo';
import { getPayment } from '../store/payment-repo';
import { listReceipts } from '../store/receipt-repo';
import { tableName } from '../../kernel/store/table';
import { fulfilmentIds } from '../fulfilment';
import { createTestAccount } from '../../testing/accounts';
import { eventually } from '../../testing/calendly';
import { confirmLocalCard } from '../../testing/payments';
import { handler } from './reconcile-payments';

// The daily reconciliation against the local Stripe (GET /v1/payment_intents): a paid order whose
// event never became records is fulfilled; everything else is left as it is.

const siteUrl = inject('siteUrl');

describe('payment reconciliation', () => {
  it('fulfils a succeeded payment whose event was lost, once, and reports it', async () => {
    const athlete = await createTestAccount();
    const response = await fetch(`${siteUrl}/api/purchase-mentorship`, {
      method: 'POST',
      headers: { Origin: siteUrl, 'Content-Type': 'application/json', Cookie: athlete.cookie },
      body: JSON.stringify({ acceptedTerms: true, amount: 400, packageType: 'starter', totalSessions: 5 }),
    });
    const { paymentIntentId, clientSecret } = paymentIntentReplySchema.parse(await response.json());
    expect((await confirmLocalCard(siteUrl, clientSecret)).status).toBe(200);
    await eventually(async () => ((await getFulfilment(paymentIntentId)) ? true : undefined), 20_000);

    // As if its event had never arrived: no marker, no payment, no package, no receipt (nor its number's guard).
    const packageId = fulfilmentIds(paymentIntentId).packageId;
    const [receipt] = await listReceipts(athlete.sub);
    if (!receipt) throw new Error('The payment wrote no receipt');
    for (const key of [
      keys.fulfilment(paymentIntentId),
      keys.payment(paymentIntentId),
      keys.userPayment(athlete.sub, paymentIntentId),
      keys.mentorshipPackage(athlete.sub, packageId),
      keys.receipt(athlete.sub, receipt.number),
      keys.receiptNumber(receipt.number),
    ]) {
      await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    }

    const report = await handler();
    expect(report.fixed).toEqual([paymentIntentId]);
    expect(report.failed).toEqual([]);
    expect(await getPayment(paymentIntentId)).toMatchObject({ status: 'succeeded', amount: 40_000 });
    expect((await listPackages(athlete.sub)).map((pkg) => pkg.id)).toEqual([packageId]);
    expect((await getFulfilment(paymentIntentId))?.eventId).toBe(`evt_reconcile_${paymentIntentId}`);
    // Its receipt is written again: the number is derived from the payment and its day, so it is the same one.
    expect((await listReceipts(athlete.sub)).map((written) => written.number)).toEqual([receipt.number]);

    // The next run finds nothing to fix.
    expect((await handler()).fixed).toEqual([]);
  });
});
