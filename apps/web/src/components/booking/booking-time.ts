import { DEFAULT_TIME_ZONE, zonedInstant } from '@clubspace/contract';

// Times are entered and shown in the office's time zone (the browser's may differ); instants travel as ISO text.
const parts = (instant: Date | string, timeZone: string) => {
  const d = instant instanceof Date ? instant : new Date(instant);
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const get = (type: string) => f.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
};

/** yyyy-MM-dd and HH:mm of an instant in a zone. */
export function zonedParts(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE) {
  return parts(instant, timeZone);
}

/** HH:mm of an instant in the office zone ('' for none). */
export function timeText(instant: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  return instant ? parts(instant, timeZone).time : '';
}

/** dd-MM-yyyy HH:mm of an instant in the office zone ('' for none). */
export function dateTimeText(instant: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!instant) return '';
  const p = parts(instant, timeZone);
  return `${p.day.split('-').reverse().join('-')} ${p.time}`;
}

/** ISO instant of a wall-clock day + HH:mm in the office zone. */
export function toInstant(day: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return zonedInstant(day, `${time}:00`, timeZone).toISOString();
}

/** Every HH:mm of a day in `step`-minute steps between `from` and `to` (inclusive). */
export function timeOptions(step = 5, from = '00:00', to = '23:55'): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMin(from); m <= toMin(to); m += step) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}
