import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from '../src/components/form-dialog';
import { FormTextField } from '../src/components/form-text-field';
import { ApiError } from '../src/lib/api-client';

function renderDialog(onSubmit: (v: { name: string }) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <FormDialog open title="Add team" defaultValues={{ name: '' }} onSubmit={onSubmit} onClose={onClose}>
      {({ control }) => <FormTextField control={control} name="name" label="Name" />}
    </FormDialog>,
  );
  return onClose;
}

describe('FormDialog', () => {
  it("puts the server's field errors under the fields and stays open", async () => {
    const onClose = renderDialog(async () => {
      throw new ApiError(400, { detail: 'Name is taken', errors: { name: 'Name is taken', other: 'Other problem' } }, 'Name is taken');
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is taken')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Other problem');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a message without field errors in an alert', async () => {
    renderDialog(async () => {
      throw new ApiError(409, { detail: 'This record already exists' }, 'This record already exists');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This record already exists');
  });

  it('submits the values and closes on success', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = renderDialog(onSubmit);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Acme' });
  });
});
