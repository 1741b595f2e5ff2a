import * as z from '../zod';

export const serviceNames = ['database', 'storage', 'identity', 'email', 'events'] as const;
export const serviceNameSchema = z.enum(serviceNames);
export type ServiceName = z.infer<typeof serviceNameSchema>;

export const serviceStateSchema = z.enum(['up', 'down']);
export type ServiceState = z.infer<typeof serviceStateSchema>;

/** GET /api/health */
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  stage: z.string(),
  services: z.record(serviceNameSchema, serviceStateSchema),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
