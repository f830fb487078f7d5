import { errorBody } from '@clubspace/contract';
import { z } from 'zod';

/** Common response schemas, so every route documents its error answers the same way. */
export const detailBody = z.object({ detail: z.string() });
export const errorResponses = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;
export const slugParams = z.object({ slug: z.string().min(1).max(120) });
