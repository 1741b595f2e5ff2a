import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { certificateNameChoices } from '@herway/shared/contracts/certificate';
import type { UpdateCertificateBody } from '@herway/shared/contracts/certificate';
import * as z from '@herway/shared/zod';
import { dynamoClient } from '../../kernel/aws-clients';
import { writeForOpenAccount } from '../../kernel/store/account-guard';
import { keys } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { tableName, withoutKeys } from '../../kernel/store/table';
import { conditionFailedAt, isConditionFailure, writeTransaction } from '../../kernel/store/transaction';

/**
 * Her certificate of completion of the course (docs/course-player.md#certificate):
 *   USER#<sub> / CERTIFICATE   the certificate (code, her name, course, date, how her name reads and
 *                              whether her coach page shows it), in her collection, so her export
 *                              lists it and her account's deletion removes it;
 *   CERT#<code> / CERT         the public check of the code: her first name, last initial, the
 *                              course and the date, and nothing else of her (no id, no e-mail).
 * Both are written in one transaction with attribute_not_exists, so two requests at once make ONE.
 */

const isoTime = z.iso.datetime({ offset: true });

const certificateItemSchema = z.object({
  code: z.string().check(z.minLength(1)),
  courseTitle: z.string(),
  completedAt: isoTime,
  /** Her full name when it was issued; `nameShown` says whether it reads in full or as first name and last initial. */
  displayName: z.string(),
  firstName: z.string(),
  lastInitial: z.string(),
  issuedAt: isoTime,
  nameShown: z._default(z.enum(certificateNameChoices), 'full'),
  onCoachPage: z._default(z.boolean(), false),
});
export type CertificateRecord = z.infer<typeof certificateItemSchema>;

const lookupItemSchema = z.object({ firstName: z.string(), lastInitial: z.string(), courseTitle: z.string(), completedAt: isoTime });
export type CertificateLookup = z.infer<typeof lookupItemSchema>;

/** Her CERTIFICATE item, or undefined when it does not parse. */
export function parseCertificateItem(item: Item): CertificateRecord | undefined {
  const parsed = certificateItemSchema.safeParse(withoutKeys(item));
  return parsed.success ? parsed.data : undefined;
}

/** Her certificate now (consistent read), or undefined before one is issued or after she withdrew it. */
export async function readCertificate(sub: string): Promise<CertificateRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.courseCertificate(sub), ConsistentRead: true }));
  return Item ? parseCertificateItem(Item) : undefined;
}

/** What the public check shows of the certificate with this code, or undefined (unknown or withdrawn). */
export async function readCertificateLookup(code: string): Promise<CertificateLookup | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.certificateLookup(code) }));
  const parsed = Item ? lookupItemSchema.safeParse(withoutKeys(Item)) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/**
 * Writes her certificate and its look-up, each only if not there yet, in one transaction (refused
 * once her account's deletion has begun). 'exists' when she already holds one (another request
 * issued it meanwhile), 'code-taken' in the unlikely case the random code is someone else's.
 */
export async function writeCertificate(sub: string, record: CertificateRecord): Promise<'written' | 'exists' | 'code-taken'> {
  const { firstName, lastInitial, courseTitle, completedAt } = record;
  try {
    await writeForOpenAccount(sub, [
      {
        Put: {
          Item: { ...keys.courseCertificate(sub), type: 'courseCertificate', ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          Item: { ...keys.certificateLookup(record.code), type: 'certificateLookup', firstName, lastInitial, courseTitle, completedAt },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
    return 'written';
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'exists';
    if (conditionFailedAt(error, 1)) return 'code-taken';
    throw error;
  }
}

/**
 * Changes how her name reads on her certificate and whether her coach page shows it; undefined when
 * she holds none (never issued, withdrawn, or her account deleted), which the condition keeps from
 * writing a lone settings item.
 */
export async function updateCertificateSettings(sub: string, settings: UpdateCertificateBody): Promise<CertificateRecord | undefined> {
  const changed = Object.entries(settings).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.courseCertificate(sub),
        UpdateExpression: `SET ${changed.map(([name]) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(#code)',
        ExpressionAttributeNames: { '#code': 'code', ...Object.fromEntries(changed.map(([name]) => [`#${name}`, name])) },
        ExpressionAttributeValues: Object.fromEntries(changed.map(([name, value]) => [`:${name}`, value])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? parseCertificateItem(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Removes her certificate and its look-up (only the one named `code`), so its check answers 404. False when it was not there. */
export async function deleteCertificate(sub: string, code: string): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Delete: {
          Key: keys.courseCertificate(sub),
          ConditionExpression: '#code = :code',
          ExpressionAttributeNames: { '#code': 'code' },
          ExpressionAttributeValues: { ':code': code },
        },
      },
      { Delete: { Key: keys.certificateLookup(code) } },
    ]);
    return true;
  } catch (error) {
    // Only her certificate's own condition means "not there"; a transaction cancelled because other
    // writes kept overlapping it goes up (a 503 "try again"), or account deletion would leave the
    // public look-up behind.
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/** Withdraws her certificate if she holds one (account deletion: the look-up lives outside her collection). */
export async function deleteCertificateOf(sub: string): Promise<boolean> {
  const certificate = await readCertificate(sub);
  return certificate ? deleteCertificate(sub, certificate.code) : false;
}
