// The course id's schema, apart from the course catalog's (./course-schema): the stores and
// contracts that check a course id bring in neither the packet's data nor its schemas.
import * as z from '../zod';
import { courseIds } from './course-id';

export const courseIdSchema = z.enum(courseIds);
