import { BOOKING_RULE_CODE, FANDD_MESSAGES, inactiveMemberViolation, type OrderItem, type ProductItem } from '@clubspace/contract';
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
const PRODUCTS = [
  product({}),
  product({ slug: 'brownie', name: 'Brownie', price: 2.5, quantity: 2, vat: 0 }),
  product({ slug: 'kombucha', name: 'Kombucha', available: false, quantity: 0 }),
];
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

/** The till whose order API refuses an inactive member (issue 24) unless the order says override_rules. */
function serveInactiveMember() {
  const violation = inactiveMemberViolation('Ann Lee');
  return serveApi((url, init) => {
    if (url.startsWith('/api/products/options/')) return { body: PRODUCTS };
    if (url.startsWith('/api/lookups/members/'))
      return { body: [{ slug: 'ann-lee', name: 'Ann Lee', team: null, email: 'ann@example.com', status: 'inactive' }] };
    if (url === '/api/orders/' && init?.method === 'POST') {
      if (JSON.parse(String(init.body)).override_rules) return { status: 201, body: created };
      return {
        status: 400,
        body: {
          detail: violation.message,
          errors: { member: violation.message },
          code: BOOKING_RULE_CODE,
          overridable: true,
          violations: [violation],
        },
      };
    }
    return undefined;
  });
}

/** Taps a Flat White, chooses the member payer and picks Ann Lee (inactive). */
async function sellFlatWhiteToAnn() {
  fireEvent.click(await screen.findByRole('button', { name: /^Flat White/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Member' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Member' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Ann Lee/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Create order' }));
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

  it("an inactive member's refusal asks 'Sell anyway?' and, confirmed, sends the order again with override_rules", async () => {
    const api = serveInactiveMember();
    const onClose = vi.fn();
    renderWithApp(<BarTillDialog open onClose={onClose} />);
    await sellFlatWhiteToAnn();
    const ask = await screen.findByRole('dialog', { name: FANDD_MESSAGES.sellAnywayTitle });
    expect(within(ask).getByText(FANDD_MESSAGES.sellAnywayConfirm)).toBeTruthy();
    expect(within(ask).getByRole('list', { name: FANDD_MESSAGES.sellAnywayList }).textContent).toContain('Ann Lee is inactive');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: FANDD_MESSAGES.sellAnyway }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(created));
    const sent = callsTo(api, 'POST', '/api/orders/').map(([, init]) => JSON.parse(String(init?.body)));
    const line = [{ product: 'flat-white', quantity: 1, discount: 0 }];
    expect(sent).toEqual([
      { member: 'ann-lee', lines: line, override_rules: false },
      { member: 'ann-lee', lines: line, override_rules: true },
    ]);
    expect(notify.notifySuccess).toHaveBeenCalledWith(FANDD_MESSAGES.orderCreated);
  });

  it("Cancel on 'Sell anyway?' sells nothing: the till stays open with the server's words", async () => {
    const api = serveInactiveMember();
    const onClose = vi.fn();
    renderWithApp(<BarTillDialog open onClose={onClose} />);
    await sellFlatWhiteToAnn();
    fireEvent.click(within(await screen.findByRole('dialog', { name: FANDD_MESSAGES.sellAnywayTitle })).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ann Lee is inactive');
    expect(callsTo(api, 'POST', '/api/orders/')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
