import { formatDate } from '@clubspace/contract';

/** A date as dd-MM-yyyy; nothing for an empty or invalid value. */
export function DateText({ value }: { value: Date | string | number | null | undefined }) {
  const text = formatDate(value);
  return text ? <time dateTime={value instanceof Date ? value.toISOString() : String(value)}>{text}</time> : null;
}
