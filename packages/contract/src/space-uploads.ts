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
/** Picture fields hold the URL the upload call answered (or an absolute http(s) URL); a signed one as answered too. */
export const UPLOAD_URL_PATTERN = /^(\/api\/uploads\/[0-9a-f-]{36}(\?exp=\d{1,12}&sig=[\w-]{1,64})?|https?:\/\/\S+)$/i;

/**
 * Who may read an upload's bytes (issue 30 §8). 'public': anyone with the URL (shown before login: logos, floor plans,
 * the login image). 'signed': only through a signed, expiring URL the API writes into its answers (an <img> cannot
 * send a token). A new kind opts in with its line here; a kind missing from this table is served signed.
 */
export const UPLOAD_VISIBILITY: Record<string, 'public' | 'signed'> = {
  resource: 'public',
  work_area: 'public',
  floor_plan: 'public',
  office: 'public',
  favicon: 'public',
  login_image: 'public',
  logo: 'public',
  member_photo: 'signed',
  notice: 'signed',
  ticket_photo: 'signed',
};
export const isSignedUploadKind = (kind: string) => UPLOAD_VISIBILITY[kind] !== 'public';
/** A signed URL is valid for 1–2 hours: its expiry is the next whole hour plus one, so it stays the same (and cached) within an hour. */
export const SIGNED_UPLOAD_BUCKET_SECONDS = 3600;
export const UPLOAD_LINK_MESSAGE = 'This picture link has expired or is not valid';
export const uploadItem = z.object({ id: z.string(), url: z.string(), content_type: z.string(), size: z.number().int() });
export type UploadItem = z.infer<typeof uploadItem>;
