import { z } from 'zod';
import { moneyPounds, requiredText } from './fields.ts';
import { SPACE_MAX_AMOUNT, SPACE_MESSAGES } from './space.ts';
import { UPLOAD_URL_PATTERN } from './space-uploads.ts';

/**
 * The field rules the space schemas share (space-resources.ts, space-work-areas.ts, space-floors.ts). Internal to the
 * contract: index.ts does not export this file (wholeNumber and SpaceRef are exported through space-resources.ts).
 */

export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim() || NaN) : v);

/** A required whole number (numeric text accepted): missing → `required`, fraction → wholeNumber, below min → `minMessage`. */
export const wholeNumber = (required: string, min: number, minMessage: string, max = SPACE_MAX_AMOUNT) =>
  z.preprocess(
    blankToUndefined,
    z.number({ error: required }).int(SPACE_MESSAGES.wholeNumber).min(min, minMessage).max(max, SPACE_MESSAGES.tooLarge),
  );
/** An optional whole number ≥ 0 (null/empty = not given). */
export const optionalWhole = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : blankToUndefined(v)),
    z
      .number({ error: SPACE_MESSAGES.wholeNumber })
      .int(SPACE_MESSAGES.wholeNumber)
      .min(0, SPACE_MESSAGES.positiveNumber)
      .max(max, SPACE_MESSAGES.tooLarge)
      .nullable(),
  );
export const coordinate = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : blankToUndefined(v)),
    z
      .number({ error: SPACE_MESSAGES.coordinateOutside })
      .min(0, SPACE_MESSAGES.coordinateOutside)
      .max(max, SPACE_MESSAGES.coordinateOutside)
      .nullable(),
  );
export const ref = (message: string) => requiredText(message, 120);
export const picture = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => v === '' || UPLOAD_URL_PATTERN.test(v), SPACE_MESSAGES.pictureInvalid)
  .optional()
  .nullable();
/** Whole pounds in the shared money range (bounds.ts): beyond it "Price is too large". */
export const money = (required: string) =>
  moneyPounds({ required, negative: SPACE_MESSAGES.positiveNumber, fraction: SPACE_MESSAGES.wholeNumber }, { whole: true });
export const price = () => money(SPACE_MESSAGES.priceRequired);
/** Credits a booking costs: whole, not money. */
export const creditPrice = () => wholeNumber(SPACE_MESSAGES.priceRequired, 0, SPACE_MESSAGES.positiveNumber);
export const flag = z.boolean().optional();

export const nameRef = z.object({ slug: z.string(), name: z.string() });
export type SpaceRef = z.infer<typeof nameRef>;

export const filterEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .optional()
    .or(z.literal('').transform(() => undefined));
/** resource_type may be one type or several, comma-separated. */
export const resourceTypesFilter = z
  .string()
  .max(200)
  .regex(/^[a-z_,]*$/, 'Invalid resource type')
  .optional();
