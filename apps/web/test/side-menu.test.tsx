import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SideMenu, visibleMenu } from '../src/app/layout/side-menu';

describe('side menu', () => {
  it('shows only the entries whose section is granted, in the seed order', () => {
    expect(visibleMenu(['marketing', 'dashboard', 'users']).map((e) => e.label)).toEqual(['Dashboard', 'Members', 'Marketing']);
    expect(visibleMenu([])).toEqual([]);
  });

  it('renders granted entries as links, Account only with account, and Logout (notifications live in the top bar)', () => {
    const { unmount } = render(
      <MemoryRouter>
        <SideMenu granted={['dashboard', 'fandd', 'account']} logo={null} name="Demo" onLogout={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Food & Drinks' }).getAttribute('href')).toBe('/fandd');
    expect(screen.queryByRole('link', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Community' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/users');
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    unmount();

    render(
      <MemoryRouter>
        <SideMenu granted={['dashboard']} logo={null} name={null} onLogout={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });
});
