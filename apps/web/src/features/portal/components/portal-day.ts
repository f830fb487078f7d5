import { formatDate } from '@clubspace/contract';
import { parseISO } from 'date-fns';

/** A yyyy-MM-dd day as the app shows days (dd-MM-yyyy), read as the local day whatever the browser's zone. */
export const dayText = (day: string) => formatDate(parseISO(day));
