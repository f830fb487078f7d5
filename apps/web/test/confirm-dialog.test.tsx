import { CONFIRM_TYPES, CONFIRM_UNKNOWN } from '@clubspace/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../src/components/confirm-dialog';

describe('ConfirmDialog', () => {
  it("shows 'No title options' / 'Something wrong happens' for an unknown type", () => {
    render(<ConfirmDialog open type="no-such-type" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'No title options' })).toBeTruthy();
    expect(screen.getByText('Something wrong happens')).toBeTruthy();
    expect(CONFIRM_UNKNOWN.title).toBe('No title options');
  });

  it('maps a known type to its title and message and confirms', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open type="delete" onClose={() => {}} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: CONFIRM_TYPES.delete.title })).toBeTruthy();
    expect(screen.getByText(CONFIRM_TYPES.delete.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('does not treat inherited object keys as types', () => {
    render(<ConfirmDialog open type="toString" onClose={() => {}} />);
    expect(screen.getByText('Something wrong happens')).toBeTruthy();
  });
});
