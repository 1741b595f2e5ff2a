import * as z from '../zod';

/** ISO-8601 timestamps as stored. */
export const timestampSchema = z.iso.datetime({ offset: true });
