import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** A failed call as a form shows it: the field messages next to their fields, otherwise the server's words on top. */
export function formProblem(error: unknown): { message: string | null; fields: Record<string, string> } {
  if (!error) return { message: null, fields: {} };
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    return { message: Object.keys(fields).length ? null : error.message, fields };
  }
  return { message: 'Something went wrong: please try again', fields: {} };
}

/** The contract's own check of a form before it is sent: each field's first message, or null when it passes. */
export function checkForm(schema: z.ZodType, values: unknown): Record<string, string> | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

interface Props {
  title: string;
  /** Under the title, e.g. what the form changes. */
  intro?: ReactNode;
  submitLabel: string;
  busy?: boolean;
  onSubmit: () => void;
  /** The server's words after a success. */
  done?: string | null;
  /** A message for the whole form (the server's refusal in words). */
  problem?: string | null;
  children: ReactNode;
}

/**
 * One titled form of the member's account screens, phone first: a card with its heading, fields stacked full width,
 * the server's answer (success or refusal, announced to screen readers) and its one submit button.
 */
export function PortalFormCard({ title, intro, submitLabel, busy, onSubmit, done, problem, children }: Props) {
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Typography variant="h6" component="h2" id={titleId}>
            {title}
          </Typography>
          {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
          {children}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {done && !problem ? (
            <Alert severity="success" role="status">
              {done}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>
            {submitLabel}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
