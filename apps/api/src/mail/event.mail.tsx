import type { MessageKind } from '@clubspace/contract';
import { textMail } from './render.tsx';

export type EventNews = 'going' | 'waiting' | 'promoted' | 'cancelled';

export const EVENT_MAIL_WORDS = {
  going: { kind: 'event_rsvp', subject: 'You are going', text: 'You are going to' },
  waiting: { kind: 'event_rsvp', subject: 'On the waiting list', text: 'The event is full: you are on the waiting list for' },
  promoted: { kind: 'event_promotion', subject: 'A place freed up: you are going', text: 'A place freed up: you are now going to' },
  cancelled: { kind: 'event_rsvp', subject: 'Event cancelled', text: 'This event was cancelled:' },
} as const satisfies Record<EventNews, { kind: MessageKind; subject: string; text: string }>;

/** An attendee's RSVP, waiting-list place, promotion or the event's cancellation (the .ics is attached by the sender). */
export function eventMail(what: EventNews, v: { name: string | null; title: string; when: string; place: string | null; office: string | null }) {
  const w = EVENT_MAIL_WORDS[what];
  const text = [`Hello ${v.name ?? ''},`.replace(' ,', ','), '', `${w.text} ${v.title}, ${v.when}.`, v.place, v.office]
    .filter((l) => l !== null)
    .join('\n');
  return textMail(`${w.subject}: ${v.title}`, text);
}
