import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { courseIdSchema } from '@herway/shared/catalog/course-id-schema';
import type { CourseId } from '@herway/shared/catalog/course';
import { assetSchema } from '@herway/shared/contracts/content';
import type { Asset } from '@herway/shared/contracts/content';
import { courseMaterialSchema } from '@herway/shared/contracts/record-statuses';
import * as z from '@herway/shared/zod';
import { logger } from '../../kernel/logger';
import type { AuditEntry } from '@herway/shared/contracts/audit';
import { dynamoClient } from '../../kernel/aws-clients';
import { auditPut } from '../../accounts/store/audit-repo';
import { keys } from '../../kernel/store/keys';
import type { Item } from '../../kernel/store/table';
import { queryAll, queryListing, tableName, withoutKeys } from '../../kernel/store/table';
import { writeTransaction, isRefusedWrite } from '../../kernel/store/transaction';

/**
 * Uploaded course content, one item per asset under `ASSET#<id>` / `ASSET`. It lives in three states:
 *   pending   — an upload URL was handed out; the item names what was signed and carries the TTL
 *               (`expiresAt`), so an upload that is never confirmed vanishes after a day;
 *   rejected  — the confirmation found something else than what was signed; the object was
 *               deleted and the item waits for its TTL;
 *   confirmed — the asset: listed on GSI1 (`ASSET`, newest first), TTL removed, `isActive`
 *               toggled by the admin. While active, a projection of it sits in COURSE_MATERIALS,
 *               written in the same transactions, which is what the dashboard reads.
 */

const isoTime = z.iso.datetime({ offset: true });

const pendingUploadSchema = z.object({
  id: z.string().check(z.minLength(1)),
  storagePath: z.string().check(z.minLength(1)),
  courseId: courseIdSchema,
  mimeType: z.string().check(z.minLength(1)),
  fileName: z.string(),
  fileSize: z.optional(z.number().check(z.int(), z.positive())),
  requestedBy: z.string().check(z.minLength(1)),
  requestedAt: isoTime,
});
export type PendingUpload = z.infer<typeof pendingUploadSchema>;

export type AssetRecord =
  | { status: 'pending'; upload: PendingUpload }
  | { status: 'rejected'; upload: PendingUpload; reason: string }
  | { status: 'confirmed'; asset: Asset };

/** One of the dashboard's course materials, with the time that orders it. */
export const storedCourseMaterialSchema = z.object({ ...courseMaterialSchema.shape, createdAt: isoTime });
export type StoredCourseMaterial = z.infer<typeof storedCourseMaterialSchema>;

function assetItem(asset: Asset): Item {
  return { ...keys.asset(asset.id), ...keys.listing('ASSET', asset.createdAt, asset.id), type: 'asset', status: 'confirmed', ...asset };
}

function courseMaterialItem(asset: Asset): Item {
  const material: StoredCourseMaterial = {
    assetId: asset.id,
    courseId: asset.courseId,
    fileName: asset.fileName,
    ...(asset.description ? { description: asset.description } : {}),
    contentType: asset.contentType,
    fileSize: asset.fileSize,
    createdAt: asset.createdAt,
  };
  return { ...keys.courseMaterial(asset.courseId, asset.createdAt, asset.id), type: 'courseMaterial', ...material };
}

function parseAsset(item: Item): Asset | undefined {
  const parsed = assetSchema.safeParse(withoutKeys(item));
  if (parsed.success) return parsed.data;
  logger.warn('Asset item skipped: it does not parse', { pk: String(item.PK), issues: parsed.error.issues.map((issue) => issue.path.join('.')) });
  return undefined;
}

/**
 * Records the upload URL handed out: what was signed, with a TTL of `expiresAt` (epoch seconds).
 * Listed on GSI1 as UPLOAD until it is confirmed (the asset's Put moves it to ASSET), so the admins'
 * attention page finds uploads never confirmed without a scan.
 */
export async function createPendingUpload(upload: PendingUpload, expiresAt: number): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.asset(upload.id), ...keys.listing('UPLOAD', upload.requestedAt, upload.id), type: 'asset', status: 'pending', ...upload, expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The asset item in whichever state it is (consistent read), or undefined. */
export async function getAssetRecord(assetId: string): Promise<AssetRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName(), Key: keys.asset(assetId), ConsistentRead: true }));
  if (!Item) return undefined;
  if (Item.status === 'confirmed') {
    const asset = parseAsset(Item);
    return asset ? { status: 'confirmed', asset } : undefined;
  }
  const upload = pendingUploadSchema.safeParse(withoutKeys(Item));
  if (!upload.success) return undefined;
  if (Item.status === 'rejected') return { status: 'rejected', upload: upload.data, reason: String(Item.rejectedReason ?? '') };
  return { status: 'pending', upload: upload.data };
}

/** The confirmed asset, or undefined (unknown, pending or rejected). */
export async function getAsset(assetId: string): Promise<Asset | undefined> {
  const record = await getAssetRecord(assetId);
  return record?.status === 'confirmed' ? record.asset : undefined;
}

/**
 * Turns the pending item into the asset (listed, TTL removed) and offers it on the dashboard, in
 * one transaction, only while the item is still pending for this very key. Answers false when it
 * is not (confirmed or refused meanwhile).
 */
export async function confirmUpload(asset: Asset, audit?: AuditEntry): Promise<boolean> {
  const transactItems = [
    {
      Put: {
        Item: assetItem(asset),
        ConditionExpression: '#status = :pending AND storagePath = :path',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':path': asset.storagePath },
      },
    },
    ...(asset.isActive ? [{ Put: { Item: courseMaterialItem(asset) } }] : []),
    ...(audit ? [auditPut(audit)] : []),
  ];
  try {
    await writeTransaction(transactItems);
    return true;
  } catch (error) {
    if (isRefusedWrite(error)) return false;
    throw error;
  }
}

/** Marks a pending upload refused (its object is deleted by the caller); it keeps its TTL. */
export async function rejectUpload(assetId: string, reason: string, now: string): Promise<void> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.asset(assetId),
        UpdateExpression: 'SET #status = :rejected, rejectedReason = :reason, updatedAt = :now',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':rejected': 'rejected', ':reason': reason, ':now': now, ':pending': 'pending' },
      }),
    );
  } catch (error) {
    if (!isRefusedWrite(error)) throw error;
  }
}

/**
 * Switches an asset on or off, with its place among the dashboard's course materials, in one
 * transaction. Answers the updated asset, or undefined when there is no such (confirmed) asset.
 */
export async function setAssetActive(
  assetId: string,
  isActive: boolean,
  now: string,
  audit?: (before: Asset, after: Asset) => AuditEntry,
): Promise<Asset | undefined> {
  const current = await getAsset(assetId);
  if (!current) return undefined;
  const updated: Asset = { ...current, isActive, updatedAt: now };
  const material = keys.courseMaterial(current.courseId, current.createdAt, current.id);
  try {
    await writeTransaction([
      {
        Update: {
          Key: keys.asset(assetId),
          UpdateExpression: 'SET isActive = :active, updatedAt = :now',
          ConditionExpression: '#status = :confirmed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': isActive, ':now': now, ':confirmed': 'confirmed' },
        },
      },
      isActive ? { Put: { Item: courseMaterialItem(updated) } } : { Delete: { Key: material } },
      ...(audit ? [auditPut(audit(current, updated))] : []),
    ]);
  } catch (error) {
    if (isRefusedWrite(error)) return undefined;
    throw error;
  }
  return updated;
}

const LIST_PAGE = 500;

/** Every asset, active and inactive (never pending), newest first, from the GSI1 ASSET listing. */
export async function listAssets(): Promise<Asset[]> {
  const assets: Asset[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryListing('ASSET', LIST_PAGE, cursor);
    for (const item of page.items) {
      const asset = parseAsset(item);
      if (asset) assets.push(asset);
    }
    cursor = page.nextCursor;
  } while (cursor);
  return assets;
}

/**
 * The active assets of the given courses for the dashboard: ONE Query of COURSE_MATERIALS (narrowed
 * to the course's sort-key prefix when there is one course, else filtered by course), following
 * pages only past DynamoDB's 1 MB page.
 */
export async function listCourseMaterials(courses: readonly CourseId[]): Promise<StoredCourseMaterial[]> {
  if (courses.length === 0) return [];
  const [only] = courses;
  const single = courses.length === 1 && only !== undefined;
  const values: Record<string, string> = { ':pk': keys.courseMaterials().PK };
  if (single) values[':prefix'] = keys.courseMaterialPrefix(only);
  else courses.forEach((courseId, index) => (values[`:c${index}`] = courseId));
  const items = await queryAll({
    KeyConditionExpression: single ? 'PK = :pk AND begins_with(SK, :prefix)' : 'PK = :pk',
    ...(single ? {} : { FilterExpression: `courseId IN (${courses.map((_, index) => `:c${index}`).join(', ')})` }),
    ExpressionAttributeValues: values,
  });
  const materials: StoredCourseMaterial[] = [];
  for (const item of items) {
    const parsed = storedCourseMaterialSchema.safeParse(withoutKeys(item));
    if (parsed.success) materials.push(parsed.data);
    else logger.warn('Course material skipped: it does not parse', { sk: String(item.SK) });
  }
  return materials;
}
