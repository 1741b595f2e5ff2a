import * as z from '../zod';

// A module of its own (re-exported by ./content) so that the course's store checks a file's type
// without building the upload contracts.

export const contentTypeSchema = z.enum(['pdf', 'video', 'document']);
export type ContentType = z.infer<typeof contentTypeSchema>;
