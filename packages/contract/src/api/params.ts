import { z } from 'zod';

/** Path parameters shared by many endpoints. */
export const slugParams = z.object({ slug: z.string().min(1).max(120) });
/** A booking's (or a series', a block's) code in the path; bookings also answer to their numeric id. */
export const codeParams = z.object({ code: z.string().min(1).max(120) });
