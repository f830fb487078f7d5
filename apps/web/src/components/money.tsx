import { formatPounds } from '@clubspace/contract';

/** Pounds with 2 decimals, e.g. £1,234.50; never breaks across lines. */
export function Money({ value }: { value: number | string | null | undefined }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatPounds(value)}</span>;
}
