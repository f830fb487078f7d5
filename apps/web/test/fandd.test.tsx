import {
  BOOKING_RULE_CODE,
  FANDD_MESSAGES,
  HOLD_TICK_MS,
  HOLD_TO_DELIVER_TICKS,
  inactiveMemberViolation,
  type CategoryItem,
  type OrderItem,
  type ProductItem,
} from '@clubspace/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDialog } from '../src/components/order/order-dialog';
import { CategoryDialog } from '../src/features/fandd/components/category-dialog';
import { categoryColumns } from '../src/features/fandd/components/category-columns';
import { OrderStatusBadge } from '../src/features/fandd/components/order-status-badge';
import { ProductDialog } from '../src/features/fandd/components/product-dialog';
import OrderDetailPage from '../src/features/fandd/routes/order-detail-page';
import { DataTable } from '../src/components/data-table';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../src/lib/notify', () => notify);

const order = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  slug: 'orabc123',
  code: 'ORABC123',
  status: 'ready',
  price: 5.9,
  init_date: '2026-11-23T10:15:00.000Z',
  payment_reference: null,
  comments: null,
  staff: null,
  member: { slug: 'ann-lee', user: { first_name: 'Ann', last_name: 'Lee' }, team: { slug: 'acme', name: 'Acme' } },
  booking: null,
  bar: null,
  team: null,
  guest: null,
  order_lines: [
    { id: 1, product: { slug: 'flat-white', name: 'Flat White' }, product_price: 3.2, discount: 0.5, quantity: 2, total: 5.9, status: 'ready' },
  ],
  ...overrides,
});

const product = (overrides: Partial<ProductItem> = {}): ProductItem => ({
  slug: 'flat-white',
  name: 'Flat White',
  description: null,
  status: 'available',
  available: true,
  category: { id: 1, slug: 'coffee', name: 'Coffee' },
  quantity: 10,
  price: 3.2,
  price_hh: 2.5,
  vat: 20,
  order_in_list: 1,
  ...overrides,
});

describe('OrderStatusBadge', () => {
  afterEach(() => vi.useRealTimers());

  it('a click applies the next kitchen step', () => {
    const onAdvance = vi.fn();
    render(<OrderStatusBadge status="pending" onAdvance={onAdvance} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pending: set Preparing' }));
    expect(onAdvance).toHaveBeenCalledWith('preparing');
  });

  it('holding the pointer about 33 ticks delivers, with a ring filling meanwhile; leaving early does nothing', () => {
    vi.useFakeTimers();
    const onAdvance = vi.fn();
    render(<OrderStatusBadge status="preparing" onAdvance={onAdvance} />);
    const badge = screen.getByRole('button', { name: 'Preparing: set Ready' });
    fireEvent.mouseEnter(badge.parentElement!);
    act(() => vi.advanceTimersByTime(HOLD_TICK_MS * 10));
    expect(screen.getByRole('progressbar', { name: 'Hold to deliver' })).toBeTruthy();
    fireEvent.mouseLeave(badge.parentElement!);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.mouseEnter(badge.parentElement!);
    act(() => vi.advanceTimersByTime(HOLD_TICK_MS * (HOLD_TO_DELIVER_TICKS - 1)));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(HOLD_TICK_MS));
    expect(onAdvance).toHaveBeenCalledWith('delivered');
  });

  it('a delivered or cancelled order has nothing to advance', () => {
    render(<OrderStatusBadge status="delivered" onAdvance={vi.fn()} />);
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('order detail', () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderDetail = (o: OrderItem) => {
    const api = serveApi((url, init) => {
      if (url.startsWith(`/api/orders/${o.slug}`) && (init?.method ?? 'GET') === 'GET') return { body: o };
      if (url.startsWith(`/api/orders/${o.slug}`) && init?.method === 'PUT') return { body: { ...o, status: JSON.parse(String(init.body)).status } };
      return undefined;
    });
    renderWithApp(
      <Routes>
        <Route path="/food-and-drinks/:slug" element={<OrderDetailPage />} />
      </Routes>,
      `/food-and-drinks/${o.slug}`,
    );
    return api;
  };
  const buttons = async () => within(await screen.findByRole('group', { name: 'Order status' }));
  const disabled = (g: ReturnType<typeof within>, name: string) => (g.getByRole('button', { name }) as HTMLButtonElement).disabled;

  it('shows the order with dashes and the comments placeholder, and enables the buttons by the state machine', async () => {
    renderDetail(order({ status: 'ready' }));
    const g = await buttons();
    expect(screen.getByText('Ann Lee')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByText('£5.90')).toBeTruthy();
    expect(screen.getByText(FANDD_MESSAGES.commentsEmpty)).toBeTruthy();
    expect(screen.getAllByText('-')).toHaveLength(2); // staff and payment reference
    const lines = screen.getByRole('table', { name: 'Order lines' });
    expect(within(lines).getByText('Flat White')).toBeTruthy();
    expect(within(lines).getByText('£0.50')).toBeTruthy();
    expect([disabled(g, 'Preparing'), disabled(g, 'Ready'), disabled(g, 'Delivered'), disabled(g, 'Cancel')]).toEqual([true, true, false, false]);
  });

  it('a delivered order cannot be delivered again; a cancelled one cannot change', async () => {
    renderDetail(order({ status: 'delivered' }));
    let g = await buttons();
    expect(disabled(g, 'Delivered')).toBe(true);
    expect(disabled(g, 'Cancel')).toBe(false);
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderDetail(order({ slug: 'orx', status: 'cancelled' }));
    g = await buttons();
    expect(['Preparing', 'Ready', 'Delivered'].map((n) => disabled(g, n))).toEqual([true, true, true]);
  });

  it('a bar-till order for a team, or for a guest, shows who it is for, linked like the member (issue 24)', async () => {
    renderDetail(order({ member: null, team: { slug: 'acme', name: 'Acme' } }));
    await buttons();
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/members/companies/acme');
    expect(screen.queryByText('Guest')).toBeNull();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderDetail(order({ slug: 'orguest', member: null, guest: { slug: 'bob-stone', name: 'Bob Stone' } }));
    await buttons();
    expect(screen.getByRole('link', { name: 'Bob Stone' }).getAttribute('href')).toBe('/members/guests/bob-stone');
  });

  it("a member's order links the member and the member's team", async () => {
    renderDetail(order());
    await buttons();
    expect(screen.getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe('/members/ann-lee');
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/members/companies/acme');
  });

  it('a button sends the status in lower case', async () => {
    const api = renderDetail(order({ status: 'pending' }));
    const g = await buttons();
    fireEvent.click(g.getByRole('button', { name: 'Preparing' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/orders/orabc123')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'PUT', '/api/orders/orabc123')[0][1]?.body))).toEqual({ status: 'preparing' });
  });
});

describe('stock and categories dialogs', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Add Product shows the seeds’ messages and sends nothing', async () => {
    const api = serveApi((url) =>
      url.startsWith('/api/product-categories/options/') ? { body: [{ id: 1, slug: 'coffee', name: 'Coffee', status: 'available' }] } : undefined,
    );
    renderWithApp(<ProductDialog open onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: /^VAT/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FANDD_MESSAGES.productNameRequired)).toBeTruthy();
    expect(screen.getByText(FANDD_MESSAGES.productCategoryRequired)).toBeTruthy();
    expect(screen.getByText(FANDD_MESSAGES.productPriceRequired)).toBeTruthy();
    expect(screen.getByText(FANDD_MESSAGES.vatRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/products/')).toHaveLength(0);
  });

  it('Add Category needs Name and Status before it calls', async () => {
    const api = serveApi(() => undefined);
    renderWithApp(<CategoryDialog open onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FANDD_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(FANDD_MESSAGES.statusRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/product-categories/')).toHaveLength(0);
  });

  it("a category without description reads 'Description of category'", () => {
    const rows: CategoryItem[] = [{ id: 1, slug: 'tea', name: 'Tea', description: null, status: 'available', products: 3 }];
    renderWithApp(
      <DataTable
        label="Categories"
        columns={categoryColumns(vi.fn())}
        rows={rows}
        total={1}
        page={1}
        pageSize={15}
        order="name"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText(FANDD_MESSAGES.categoryDescriptionEmpty)).toBeTruthy();
  });
});

describe('the member profile’s order dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('picks products, keeps a live total and posts the order', async () => {
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/products/options/'))
        return { body: [product(), product({ slug: 'kombucha', name: 'Kombucha', available: false, quantity: 0 })] };
      if (url.startsWith('/api/orders/') && init?.method === 'POST') return { status: 201, body: order({ status: 'pending' }) };
      return undefined;
    });
    const onClose = vi.fn();
    renderWithApp(<OrderDialog open member={{ slug: 'ann-lee', name: 'Ann Lee' }} onClose={onClose} />);
    const picker = screen.getByRole('combobox', { name: 'Add product' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Flat' } });
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText(/Kombucha/)).toBeNull();
    fireEvent.click(within(listbox).getByRole('option', { name: /Flat White/ }));
    expect(screen.getByTestId('order-total').textContent).toBe('Total: £3.20');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Discount (£)' }), { target: { value: '0.5' } });
    expect(screen.getByTestId('order-total').textContent).toBe('Total: £5.90');
    fireEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/orders/')[0][1]?.body))).toEqual({
      member: 'ann-lee',
      lines: [{ product: 'flat-white', quantity: 2, discount: 0.5 }],
    });
  });

  it('refuses more than the stock before calling', async () => {
    const api = serveApi((url) => (url.startsWith('/api/products/options/') ? { body: [product({ quantity: 1 })] } : undefined));
    renderWithApp(<OrderDialog open member={{ slug: 'ann-lee', name: 'Ann Lee' }} onClose={vi.fn()} />);
    const picker = screen.getByRole('combobox', { name: 'Add product' });
    fireEvent.mouseDown(picker);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Flat White/ }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText(FANDD_MESSAGES.overStock('Flat White', 1))).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/orders/')).toHaveLength(0);
  });

  it("an inactive member asks 'Sell anyway?' (the till's words too) and the order goes again with override_rules", async () => {
    const violation = inactiveMemberViolation('Ann Lee');
    const api = serveApi((url, init) => {
      if (url.startsWith('/api/products/options/')) return { body: [product()] };
      if (url === '/api/orders/' && init?.method === 'POST') {
        if (JSON.parse(String(init.body)).override_rules) return { status: 201, body: order({ status: 'pending' }) };
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
    const onClose = vi.fn();
    renderWithApp(<OrderDialog open member={{ slug: 'ann-lee', name: 'Ann Lee' }} onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add product' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Flat White/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    const ask = await screen.findByRole('dialog', { name: FANDD_MESSAGES.sellAnywayTitle });
    expect(within(ask).getByRole('list', { name: FANDD_MESSAGES.sellAnywayList }).textContent).toContain('Ann Lee is inactive');
    fireEvent.click(within(ask).getByRole('button', { name: FANDD_MESSAGES.sellAnyway }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(api, 'POST', '/api/orders/').map(([, init]) => JSON.parse(String(init?.body)).override_rules)).toEqual([undefined, true]);
  });
});
