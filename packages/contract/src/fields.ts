import { z } from 'zod';
import { SESSION_MESSAGES } from './session.ts';

/** Field builders every form schema shares, so a rule (and its message) is written once. */
export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max);
export const optionalText = (max = 200) => z.string().trim().max(max).optional().nullable();

const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
/** Optional phone number; empty is allowed, anything else must look like one ('Phone number is not valid'). */
export const phoneField = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), SESSION_MESSAGES.phoneInvalid)
  .optional()
  .nullable();
