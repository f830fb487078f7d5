import { formatDate, formatDateTime } from '@clubspace/contract';

/** A date as dd-MM-yyyy (with `time`, dd-MM-yyyy HH:mm); never breaks across lines; nothing for an empty or invalid value. */
export function DateText({ value, time = false }: { value: Date | string | number | null | undefined; time?: boolean }) {
  const text = time ? formatDateTime(value) : formatDate(value);
  return text ? (
    <time dateTime={value instanceof Date ? value.toISOString() : String(value)} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </time>
  ) : null;
}
