import { dashboardReplySchema } from '@herway/shared/contracts/dashboard';
import type { DashboardReply } from '@herway/shared/contracts/dashboard';
import { describe, expect, inject, it, vi } from 'vitest';
import { dynamoClient } from '../../kernel/aws-clients';
import { createTestAccount } from '../../testing/accounts';
import { grantEntitlement, setAssetActive, uploadAsset } from '../../testing/content';
import { httpEvent, lambdaContext } from '../../testing/http-event';
import { activeMentors } from '../../bookings/mentor-directory';
import { handler } from './get-dashboard';
import { pageRequests, sessionChecks } from '../../testing/dynamo-requests';

const siteUrl = inject('siteUrl');

async function dashboard(cookie: string): Promise<DashboardReply> {
  const response = await fetch(`${siteUrl}/api/dashboard`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return dashboardReplySchema.parse(await response.json());
}

describe('GET /api/dashboard course materials', () => {
  it('offers the active assets of her entitled courses only, never an inactive one, and the Course Packet as a course', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    const { asset: module1 } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content', fileName: 'Module 1.pdf', description: 'Start here' });
    const { asset: clip } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content', fileName: 'Drill.mp4', mimeType: 'video/mp4' });
    const { asset: mentorship } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'mentorship_materials', fileName: 'Notes.pdf' });
    const { asset: packet } = await uploadAsset(siteUrl, admin.cookie, { courseId: 'course_packet', fileName: 'Lesson.pdf' });
    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'bonus_content');
    await grantEntitlement(athlete.sub, 'course_packet');
    await grantEntitlement(athlete.sub, 'mentorship_materials', { isActive: false });

    const reply = await dashboard(athlete.cookie);
    expect(reply.courseMaterials).toContainEqual({
      assetId: module1.id,
      courseId: 'bonus_content',
      fileName: 'Module 1.pdf',
      description: 'Start here',
      contentType: 'pdf',
      fileSize: module1.fileSize,
    });
    expect(reply.courseMaterials).toContainEqual({
      assetId: clip.id,
      courseId: 'bonus_content',
      fileName: 'Drill.mp4',
      contentType: 'video',
      fileSize: clip.fileSize,
    });
    const ids = reply.courseMaterials.map((material) => material.assetId);
    expect(ids).not.toContain(mentorship.id);
    // Course Packet files reach her as lessons of the player (docs/course-player.md), with her progress here.
    expect(ids).not.toContain(packet.id);
    expect(reply.course).toMatchObject({ percentComplete: expect.any(Number) });
    expect(ids.indexOf(module1.id)).toBeLessThan(ids.indexOf(clip.id));
    expect(reply.courseMaterials.every((material) => material.courseId === 'bonus_content')).toBe(true);

    await setAssetActive(siteUrl, admin.cookie, module1.id, false);
    expect((await dashboard(athlete.cookie)).courseMaterials.map((material) => material.assetId)).not.toContain(module1.id);
    await setAssetActive(siteUrl, admin.cookie, module1.id, true);
    expect((await dashboard(athlete.cookie)).courseMaterials.map((material) => material.assetId)).toContain(module1.id);

    const outsider = await createTestAccount();
    const outsiderReply = await dashboard(outsider.cookie);
    expect(outsiderReply.courseMaterials).toEqual([]);
    expect(outsiderReply.course).toBeUndefined();
  });

  it('is ONE Query of her collection plus ONE of the materials and ONE of the course, side by side, when she has both', async () => {
    const admin = await createTestAccount({ group: 'admin' });
    await uploadAsset(siteUrl, admin.cookie, { courseId: 'bonus_content' });
    const athlete = await createTestAccount();
    await grantEntitlement(athlete.sub, 'bonus_content');
    await grantEntitlement(athlete.sub, 'course_packet');
    await activeMentors(); // A warm container: the mentors are kept a minute (mentor-directory.ts).
    const send = vi.spyOn(dynamoClient(), 'send');
    try {
      const result = await handler(httpEvent('GET', '/api/dashboard', { cookies: [athlete.cookie] }), lambdaContext);
      expect(result.statusCode).toBe(200);
      const reply = dashboardReplySchema.parse(JSON.parse(result.body ?? ''));
      expect(reply.courseMaterials.length).toBeGreaterThan(0);
      expect(reply.course).toBeDefined();
      expect(pageRequests(send)).toHaveLength(3);
      expect(sessionChecks(send)).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });
});
