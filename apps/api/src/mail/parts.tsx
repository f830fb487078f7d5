import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailBrand } from './brand.ts';

/** A call to action: the URL a line of the text part shows, as a button in the HTML part. */
export interface MailAction {
  href: string;
  label: string;
}

const URL_IN_TEXT = /(https?:\/\/[^\s]+)/g;

/** A line with its URLs as links. */
function linked(line: string, brand: MailBrand): ReactNode[] {
  return line.split(URL_IN_TEXT).map((part, i) =>
    i % 2 ? (
      <Link key={i} href={part} style={{ color: brand.linkColor, wordBreak: 'break-all' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/**
 * The HTML of a text part: its paragraphs (blank-line separated) with line breaks kept and URLs linked; a line that is
 * only an action's URL becomes that action's button. The two parts so say the same words.
 */
export function TextBody({ text, brand, actions = [] }: { text: string; brand: MailBrand; actions?: MailAction[] }) {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) => p.split('\n'));
  return (
    <>
      {paragraphs.map((lines, i) => {
        const out: ReactNode[] = [];
        let run: string[] = [];
        const flush = () => {
          if (!run.length) return;
          const these = run;
          out.push(
            <Text key={out.length} style={{ margin: '12px 0' }}>
              {these.map((l, j) => (
                <span key={j}>
                  {j ? <br /> : null}
                  {linked(l, brand)}
                </span>
              ))}
            </Text>,
          );
          run = [];
        };
        for (const line of lines) {
          const action = actions.find((a) => a.href === line.trim());
          if (!action) {
            run.push(line);
            continue;
          }
          flush();
          out.push(
            <Button
              key={out.length}
              href={action.href}
              style={{
                display: 'inline-block',
                margin: '4px 0 12px',
                padding: '10px 18px',
                borderRadius: '4px',
                backgroundColor: brand.buttonColor,
                color: brand.buttonText,
                fontWeight: 'bold',
                textDecoration: 'none',
              }}
            >
              {action.label}
            </Button>,
          );
        }
        flush();
        return <div key={i}>{out}</div>;
      })}
    </>
  );
}
