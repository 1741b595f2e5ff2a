// The course ids, in a module of their own (re-exported by ./course): a store that names a course id
// reads nothing of the packet's data. Their schema is in ./course-id-schema.

/** Course ids of gated content and of content entitlements. */
export const courseIds = ['course_packet', 'mentorship_materials', 'bonus_content'] as const;
export type CourseId = (typeof courseIds)[number];
