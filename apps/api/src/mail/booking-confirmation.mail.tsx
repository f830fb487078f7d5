import { BOOKING_MAIL_SUBJECTS, type BookingMailKind } from '@clubspace/contract';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { TextBody } from './parts.tsx';
import type { MailContent } from './render.tsx';

const LINE: Record<BookingMailKind, string> = { confirmed: 'is confirmed', updated: 'was changed', cancelled: 'was cancelled' };

/**
 * A booking made, changed or cancelled (the .ics invitation is attached by the sender): the booking's code, what,
 * when and where, as a summary box in the HTML part.
 */
export function bookingConfirmationMail(
  kind: BookingMailKind,
  v: { name: string | null; code: string; what: string; where: string; operator: string },
): MailContent {
  const greeting = `Hello ${v.name ?? ''},`.replace(' ,', ',');
  const calendar = `The attached invitation ${kind === 'cancelled' ? 'removes it from' : 'adds it to'} your calendar.`;
  const text = `${greeting}\n\nYour booking ${v.code} — ${v.what} at ${v.where} — ${LINE[kind]}.\n${calendar}\n\n${v.operator}`;
  return {
    subject: BOOKING_MAIL_SUBJECTS[kind](v.what),
    text,
    preview: `Your booking ${v.code} ${LINE[kind]}.`,
    body: (brand) => (
      <>
        <Text>{greeting}</Text>
        <Section style={{ margin: '8px 0', padding: '12px 16px', borderLeft: `4px solid ${brand.buttonColor}`, backgroundColor: '#f9fafb' }}>
          <Text style={{ margin: '0 0 4px', fontWeight: 'bold' }}>
            Booking {v.code} {LINE[kind]}
          </Text>
          <Text style={{ margin: '0' }}>{v.what}</Text>
          <Text style={{ margin: '0' }}>{v.where}</Text>
        </Section>
        <TextBody text={`${calendar}\n\n${v.operator}`} brand={brand} />
      </>
    ),
  };
}
