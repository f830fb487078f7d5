import { z } from 'zod';

/** Path parameters shared by many endpoints. */
export const slugParams = z.object({ slug: z.string().min(1).max(120) });
