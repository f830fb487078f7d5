import { errorBody } from '@clubspace/contract';

export { detailBody, slugParams } from '@clubspace/contract';

/** Common response schemas, so every route documents its error answers the same way. */
export const errorResponses = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;
