import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailBrand } from './brand.ts';

/**
 * Stands where the unsubscribe line goes; the Mailer replaces it per recipient (the line, or nothing for a message
 * without one), so one rendered HTML serves a whole campaign.
 */
export const UNSUBSCRIBE_MARKER = '%%CLUBSPACE_UNSUBSCRIBE%%';

const page = { margin: 0, padding: '24px 0', backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif' };
const card = { maxWidth: '600px', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '6px', overflow: 'hidden' as const };
const footerText = { margin: '4px 0', fontSize: '12px', lineHeight: '18px', color: '#6b7280' };

/**
 * The one layout of every e-mail: a header band in the operator's navigation colour with its logo (or its name), the
 * message, and a footer naming the sender with the unsubscribe line when the message carries one.
 */
export function MailLayout({ brand, subject, preview, children }: { brand: MailBrand; subject: string; preview?: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={page}>
        <Container style={card}>
          <Section style={{ backgroundColor: brand.headerColor, padding: '16px 24px' }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.name} height="40" style={{ height: '40px', width: 'auto' }} />
            ) : (
              <Heading as="h1" style={{ margin: 0, fontSize: '20px', color: brand.headerText }}>
                {brand.name}
              </Heading>
            )}
          </Section>
          <Section style={{ padding: '8px 24px 16px', fontSize: '15px', lineHeight: '22px', color: '#1f2933' }}>{children}</Section>
          <Hr style={{ margin: 0, borderColor: '#e5e7eb' }} />
          <Section style={{ padding: '12px 24px' }}>
            <Text style={footerText}>{`Sent by ${brand.name}`}</Text>
            <Text style={footerText}>{UNSUBSCRIBE_MARKER}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
