import { GetCommand, paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients';
import { keys } from '../../kernel/store/keys';
import { tableName } from '../../kernel/store/table';
import { TTL_ATTRIBUTE } from '../../kernel/store/table-definition';
import { writeTransaction, cancellationCodes } from '../../kernel/store/transaction';
import type { TransactItem } from '../../kernel/store/transaction';

// Reservations of limited discount codes (docs/decisions/limited-codes-are-reserved.md): a code with a redemption
// limit is claimed when a payment is opened, so the limit holds however many families pay at
// once. The code item keeps `claimed` = paid redemptions + open reservations, and a claim is one
// conditional write (`claimed < maxRedemptions`); a reservation is converted into a redemption by
// the fulfilment transaction, or released when it lapses (the sweeper cancels its PaymentIntent at
// Stripe first, so a released reservation's payment can never succeed). An account holds at most one
// open reservation of a code (its HOLDER#<userId> item), so one family cannot hold every use.

/** How long a family has to pay once the payment is opened (3-D Secure included). */
export const RESERVATION_MINUTES = 30;

export type ReservationState = 'open' | 'redeemed' | 'released';

export interface DiscountReservation {
  code: string;
  reservationId: string;
  state: ReservationState;
  reservedUntil: string;
  paymentIntentId?: string;
}

/** 'held-by-account': the account already holds another reservation of this code (see {@link getHeldReservation}). */
export type ReserveOutcome = 'reserved' | 'already-open' | 'used' | 'limit-reached' | 'held-by-account';

/** The account a reservation is for, and its earlier reservation this one may replace (one found ended). */
export interface ReservationHolder {
  userId: string;
  replaces?: string;
}

/**
 * The account's holder item of the code, naming its one reservation: written with the reservation,
 * only where the account holds none, holds this one (a double click), or holds the one it replaces.
 */
function holderPut(code: string, reservationId: string, holder: ReservationHolder, expiresAt: number): TransactItem {
  return {
    Put: {
      Item: { ...keys.discountHolder(code, holder.userId), type: 'discountHolder', userId: holder.userId, reservationId, [TTL_ATTRIBUTE]: expiresAt },
      ConditionExpression: `attribute_not_exists(PK) OR reservationId = :mine${holder.replaces ? ' OR reservationId = :replaced' : ''}`,
      ExpressionAttributeValues: { ':mine': reservationId, ...(holder.replaces ? { ':replaced': holder.replaces } : {}) },
    },
  };
}

/**
 * Claims one use of a limited code for one payment: the reservation item and the code's `claimed`
 * +1 (only while under the limit), in one transaction; for an account (`holder`), its holder item
 * too, so an account holds at most one open reservation of a code ('held-by-account' otherwise).
 * The same reservation id again (a double click) claims nothing more: 'already-open', or 'used'
 * once it was redeemed or released.
 */
export async function reserveDiscount(
  code: string,
  reservationId: string,
  maxRedemptions: number,
  now: Date,
  holder?: ReservationHolder,
): Promise<ReserveOutcome> {
  const reservedUntil = new Date(now.getTime() + RESERVATION_MINUTES * 60_000).toISOString();
  // Kept a week for the books, then removed by DynamoDB.
  const expiresAt = Math.floor(now.getTime() / 1000) + 7 * 24 * 3600;
  try {
    await writeTransaction([
      {
        Put: {
          Item: {
            ...keys.discountReservation(code, reservationId),
            ...keys.listing('RESERVATION', reservedUntil, `${code}#${reservationId}`),
            type: 'discountReservation',
            code,
            reservationId,
            state: 'open',
            reservedUntil,
            createdAt: now.toISOString(),
            ...(holder ? { userId: holder.userId } : {}),
            [TTL_ATTRIBUTE]: expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          Key: keys.discountCode(code),
          UpdateExpression: 'SET claimed = if_not_exists(claimed, redemptions) + :one',
          ConditionExpression: 'attribute_exists(PK) AND ((attribute_not_exists(claimed) AND redemptions < :max) OR claimed < :max)',
          ExpressionAttributeValues: { ':one': 1, ':max': maxRedemptions },
        },
      },
      ...(holder ? [holderPut(code, reservationId, holder, expiresAt)] : []),
    ]);
    return 'reserved';
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (codes[0] === 'ConditionalCheckFailed') return (await getReservation(code, reservationId))?.state === 'open' ? 'already-open' : 'used';
    if (codes[2] === 'ConditionalCheckFailed') return 'held-by-account';
    if (codes[1] === 'ConditionalCheckFailed') return 'limit-reached';
    throw error;
  }
}

export async function getReservation(code: string, reservationId: string): Promise<DiscountReservation | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.discountReservation(code, reservationId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    code: String(Item.code),
    reservationId: String(Item.reservationId),
    state: Item.state as ReservationState,
    reservedUntil: String(Item.reservedUntil),
    ...(typeof Item.paymentIntentId === 'string' ? { paymentIntentId: Item.paymentIntentId } : {}),
  };
}

/** The reservation of the code an account's holder item names (it may have ended since), or undefined. */
export async function getHeldReservation(code: string, userId: string): Promise<string | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.discountHolder(code, userId), ConsistentRead: true }));
  return typeof Item?.reservationId === 'string' ? Item.reservationId : undefined;
}

/** Notes the PaymentIntent a reservation holds the code for (the sweeper cancels it at lapse). */
export async function attachIntent(code: string, reservationId: string, paymentIntentId: string): Promise<void> {
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.discountReservation(code, reservationId),
      UpdateExpression: 'SET paymentIntentId = :pi',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':pi': paymentIntentId },
    }),
  );
}

/** Gives an open reservation's use back to the code; a reservation no longer open changes nothing. */
export async function releaseReservation(code: string, reservationId: string, now: Date): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Update: {
          Key: keys.discountReservation(code, reservationId),
          UpdateExpression: 'SET #state = :released, releasedAt = :now REMOVE GSI1PK, GSI1SK',
          ConditionExpression: '#state = :open',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':released': 'released', ':open': 'open', ':now': now.toISOString() },
        },
      },
      {
        Update: {
          Key: keys.discountCode(code),
          UpdateExpression: 'ADD claimed :less',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':less': -1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

const reservationOfItem = (item: Record<string, unknown>): DiscountReservation => ({
  code: String(item.code),
  reservationId: String(item.reservationId),
  state: 'open',
  reservedUntil: String(item.reservedUntil),
  ...(typeof item.paymentIntentId === 'string' ? { paymentIntentId: item.paymentIntentId } : {}),
});

/**
 * The open reservations whose time ran out before `now`, oldest first (GSI1 RESERVATION), at most
 * `limit` of them; with `code`, only that code's (read page after page, so other codes' lapsed
 * reservations never hide them).
 */
export async function listLapsedReservations(now: Date, { code, limit = 100 }: { code?: string; limit?: number } = {}): Promise<DiscountReservation[]> {
  const found: DiscountReservation[] = [];
  const pages = paginateQuery(
    { client: dynamoClient() },
    {
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :kind AND GSI1SK < :now',
      ...(code ? { FilterExpression: '#code = :code', ExpressionAttributeNames: { '#code': 'code' } } : {}),
      ExpressionAttributeValues: { ':kind': 'RESERVATION', ':now': now.toISOString(), ...(code ? { ':code': code.trim().toUpperCase() } : {}) },
      Limit: limit,
    },
  );
  for await (const page of pages) {
    found.push(...(page.Items ?? []).filter((item) => item.state === 'open').map(reservationOfItem));
    if (found.length >= limit) break;
  }
  return found.slice(0, limit);
}

/** Fulfilment's part (in its one transaction): the reservation becomes the code's redemption. */
export function redeemReservationItems(code: string, reservationId: string, now: string): TransactItem[] {
  return [
    {
      Update: {
        Key: keys.discountReservation(code, reservationId),
        UpdateExpression: 'SET #state = :redeemed, redeemedAt = :now REMOVE GSI1PK, GSI1SK',
        ConditionExpression: '#state = :open',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':redeemed': 'redeemed', ':open': 'open', ':now': now },
      },
    },
    // Already claimed by the reservation: only the paid count moves.
    {
      Update: {
        Key: keys.discountCode(code),
        UpdateExpression: 'ADD redemptions :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}

/** A paid order that holds no reservation (an unlimited code, or one whose reservation lapsed): counted, whatever the limit. */
export function unreservedRedemptionItem(code: string): TransactItem {
  return {
    Update: {
      Key: keys.discountCode(code),
      UpdateExpression: 'SET claimed = if_not_exists(claimed, :zero) + :one, redemptions = if_not_exists(redemptions, :zero) + :one',
      // A code deleted since the payment is not re-created as a stub item.
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
    },
  };
}
