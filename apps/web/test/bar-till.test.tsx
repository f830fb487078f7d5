import { type OrderItem, type ProductItem } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarTillDialog } from '../src/features/fandd/components/bar-till-dialog';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const product = (overrides: Partial<ProductItem>): ProductItem => ({
  slug: 'flat-white',
  name: 'Flat White',
  description: null,
  status: 'available',
  available: true,
  category: null,
  quantity: 10,
  price: 3.2,
  price_hh: 3.2,
  vat: 20,
  order_in_list: 1,
  ...overrides,
});
const PRODUCTS = [product({}), product({ slug: 'brownie', name: 'Brownie', price: 2.5, quantity: 2, vat: 0 }), product({ slug: 'kombucha', name: 'Kombucha', available: false, quantity: 0 })];
const created = { slug: 'orzz', code: 'ORZZ' } as OrderItem;

function serve() {
  return serveApi((url) => {
    if (url.startsWith('/api/products/options/')) return { body: PRODUCTS };
    if (url.startsWith('/api/orders/walk-in/')) return { status: 201, body: created };
    if (url.startsWith('/api/orders/')) return { status: 201, body: created };
    if (url.startsWith('/api/lookups/teams/')) return { body: [{ slug: 'acme', name: 'Acme' }] };
    return undefined;
  });
}
const body = (api: ReturnType<typeof serve>, prefix: string) => JSON.parse(String(callsTo(api, 'POST', prefix)[0][1]?.body));
const total = () => screen.getByTestId('till-total').textContent;

describe('BarTillDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('taps products from the grid, changes quantities and totals as it goes, and charges a walk-in by card', async () => {
    const api = serve();
    const onClose = vi.fn();
    renderWithApp(<BarTillDialog open onClose={onClose} />);
    await screen.findByRole('button', { name: /^Flat White/ });
    const grid = screen.getByRole('list', { name: 'Products' });
    // Unavailable products are not offered.
    expect(within(grid).queryByRole('button', { name: /^Kombucha/ })).toBeNull();
    fireEvent.click(within(grid).getByRole('button', { name: /^Flat White/ }));
    fireEvent.click(within(grid).getByRole('button', { name: /^Flat White/ }));
    fireEvent.click(within(grid).getByRole('button', { name: /^Brownie/ }));
    expect(total()).toBe('Total: £8.90');
    fireEvent.click(screen.getByRole('button', { name: 'One more Brownie' }));
    // Two brownies are all the stock: the tile and + stop offering more.
    expect((screen.getByRole('button', { name: 'One more Brownie' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(grid).getByRole('button', { name: /^Brownie/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'One less Flat White' }));
    expect(total()).toBe('Total: £8.20');
    expect(screen.getByTestId('till-quantity-flat-white').textContent).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    // Prices before VAT (the session's operator): the walk-in pays the total with each rate's VAT.
    fireEvent.click(screen.getByRole('button', { name: 'Charge £8.84' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(created));
    expect(body(api, '/api/orders/walk-in/')).toEqual({
      method: 'card',
      lines: [
        { product: 'flat-white', quantity: 1, discount: 0 },
        { product: 'brownie', quantity: 2, discount: 0 },
      ],
    });
    expect(callsTo(api, 'POST', '/api/orders/').filter(([url]) => url === '/api/orders/')).toHaveLength(0);
  });

  it('a team (or member, or guest) is billed through the usual order: no charge now, a payer is required', async () => {
    const api = serve();
    const onClose = vi.fn();
    renderWithApp(<BarTillDialog open onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Flat White/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Team' }));
    const create = screen.getByRole('button', { name: 'Create order' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    const picker = screen.getByRole('combobox', { name: 'Team' });
    fireEvent.mouseDown(picker);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Acme/ }));
    fireEvent.click(create);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body(api, '/api/orders/')).toEqual({ team: 'acme', lines: [{ product: 'flat-white', quantity: 1, discount: 0 }], override_rules: false });
  });
});
