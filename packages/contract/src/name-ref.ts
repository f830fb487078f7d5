import { z } from 'zod';

/** A referenced row as the members area's answers show it: its slug and name. */
export const nameRef = z.object({ slug: z.string(), name: z.string() });
