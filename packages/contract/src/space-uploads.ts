import { z } from 'zod';

/** Uploads (issue 6): one call for every picture; picture fields hold the URL it answered. */

/** The one answer to a bad upload (issue 6; the account's theme images say the same). */
export const UPLOAD_MESSAGE = 'JPG or PNG, no larger than 10MB';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_KINDS = ['resource', 'work_area', 'floor_plan', 'office', 'favicon', 'login_image', 'logo', 'notice'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** The kind of a member's own photo (the portal's POST /api/portal/me/photo): stored as uploads, never a staff kind. */
export const MEMBER_PHOTO_KIND = 'member_photo';
/** Content types accepted by magic bytes; SVG only for floor plans, after sanitising. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_PLAN_TYPES = [...UPLOAD_IMAGE_TYPES, 'image/svg+xml'] as const;
export const UPLOADS_PATH = '/api/uploads/';
/** Picture fields hold the URL the upload call answered (or an absolute http(s) URL). */
export const UPLOAD_URL_PATTERN = /^(\/api\/uploads\/[0-9a-f-]{36}|https?:\/\/\S+)$/i;
export const uploadItem = z.object({ id: z.string(), url: z.string(), content_type: z.string(), size: z.number().int() });
export type UploadItem = z.infer<typeof uploadItem>;
