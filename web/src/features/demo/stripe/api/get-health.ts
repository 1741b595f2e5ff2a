import { healthReplySchema, type HealthReply } from '@herway/shared/contracts/system';
import { ApiError, callRoute } from '@/lib/api-client';

/**
 * GET /api/health: 200 when every service answers, 503 naming the one that does not; both carry
 * the stage. Resolves with the reply either way; rejects only when the API gave no such answer.
 */
export async function getHealth({ signal }: { signal?: AbortSignal } = {}): Promise<{ status: number; reply: HealthReply }> {
  try {
    return { status: 200, reply: await callRoute('system/get-health', { schema: healthReplySchema, signal }) };
  } catch (error) {
    if (error instanceof ApiError) {
      const parsed = healthReplySchema.safeParse(error.body);
      if (parsed.success) return { status: error.status, reply: parsed.data };
    }
    throw error;
  }
}
