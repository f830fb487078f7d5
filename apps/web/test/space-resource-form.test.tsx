import { SPACE_MESSAGES } from '@clubspace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_CELL_MIN_WIDTH } from '../src/features/space/components/price-grid';
import ResourceAddPage from '../src/features/space/routes/resource-add-page';
import { callsTo, renderWithApp, serveApi } from './members-helpers';

const LOOKUPS = (url: string) => {
  if (url.startsWith('/api/lookups/offices/')) return { body: { offices: [{ slug: 'shoreditch', name: 'Shoreditch', time_zone: 'Europe/London' }] } };
  if (url.startsWith('/api/lookups/floors/')) return { body: { floors: [{ slug: 'ground', name: 'Ground floor', office: 'shoreditch' }] } };
  if (url.startsWith('/api/lookups/work-areas/'))
    return { body: { work_areas: [{ slug: 'open-plan', name: 'Open plan', area_type: 'open_space', floor: 'ground', office: 'shoreditch' }] } };
  return undefined;
};

const input = (label: string) => screen.getByRole('spinbutton', { name: label }) as HTMLInputElement;
const text = (label: RegExp | string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

async function pick(label: RegExp, option: string) {
  // Options come from a lookup call: the open menu shows them once they arrive.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('Add resource form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the contract’s messages and sends nothing', async () => {
    const api = serveApi(LOOKUPS);
    renderWithApp(<ResourceAddPage />, '/space/add');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SPACE_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(SPACE_MESSAGES.identifierRequired)).toBeTruthy();
    expect(screen.getByText(SPACE_MESSAGES.resourceTypeRequired)).toBeTruthy();
    expect(screen.getByText(SPACE_MESSAGES.floorRequired)).toBeTruthy();
    expect(screen.getByText(SPACE_MESSAGES.workAreaRequired)).toBeTruthy();
    expect(screen.getAllByText(SPACE_MESSAGES.priceRequired).length).toBe(6);
    fireEvent.change(input('Capacity'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SPACE_MESSAGES.capacityRequired)).toBeTruthy();
    expect(callsTo(api, 'POST', '/api/resources/')).toHaveLength(0);
  }, 30_000);

  it('gives every money cell room for 100000.00 (issue 24 §10: 220 showed as "22C")', () => {
    serveApi(LOOKUPS);
    renderWithApp(<ResourceAddPage />, '/space/add');
    const money = screen.getAllByRole('spinbutton', { name: /price per (hour|day|month) \(£\)$/ }) as HTMLInputElement[];
    expect(money).toHaveLength(6);
    for (const cell of money) expect(cell.style.minWidth).toBe(PRICE_CELL_MIN_WIDTH.money);
  }, 30_000);

  it('coerces as the user types: capacity ≥ 1, dimensions below 1 → 0, whole prices, negatives → 0', async () => {
    serveApi(LOOKUPS);
    renderWithApp(<ResourceAddPage />, '/space/add');
    expect(input('Capacity').value).toBe('1');
    fireEvent.change(input('Capacity'), { target: { value: '0' } });
    expect(input('Capacity').value).toBe('1');
    fireEvent.change(input('Capacity'), { target: { value: '-7' } });
    expect(input('Capacity').value).toBe('1');
    fireEvent.change(input('Capacity'), { target: { value: '4.6' } });
    expect(input('Capacity').value).toBe('4');
    fireEvent.change(input('Length'), { target: { value: '0.5' } });
    expect(input('Length').value).toBe('0');
    fireEvent.change(input('Width'), { target: { value: '-3' } });
    expect(input('Width').value).toBe('0');
    fireEvent.change(input('Height'), { target: { value: '12.9' } });
    expect(input('Height').value).toBe('12');
    fireEvent.change(input('Member price per day (£)'), { target: { value: '-5' } });
    expect(input('Member price per day (£)').value).toBe('0');
    fireEvent.change(input('Non-member credits per month'), { target: { value: '3.8' } });
    expect(input('Non-member credits per month').value).toBe('3');
    // White by default.
    expect((screen.getByLabelText('Colour') as HTMLInputElement).value.toLowerCase()).toBe('#ffffff');
  }, 30_000);

  it('creates the resource with numbers, shows the confirmation, and shows a server message under its field', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { detail: SPACE_MESSAGES.identifierTaken, errors: { identifier: SPACE_MESSAGES.identifierTaken } },
    };
    const api = serveApi((url, init) => LOOKUPS(url) ?? (init?.method === 'POST' && url === '/api/resources/' ? answer : undefined));
    renderWithApp(<ResourceAddPage />, '/space/add');
    fireEvent.change(text(/Name/), { target: { value: 'Desk 9' } });
    fireEvent.change(text(/Internal id/), { target: { value: 'D-9' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Office/ }) as HTMLElement).textContent).toContain('Shoreditch'));
    await pick(/Floor/, 'Ground floor');
    await pick(/Work area/, 'Open plan');
    await pick(/Type/, 'Desk');
    for (const who of ['Member', 'Non-member'])
      for (const period of ['hour', 'day', 'month']) fireEvent.change(input(`${who} price per ${period} (£)`), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SPACE_MESSAGES.identifierTaken)).toBeTruthy();

    answer = { status: 201, body: { slug: 'desk-9', name: 'Desk 9' } };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: SPACE_MESSAGES.resourceCreated })).toBeTruthy();
    const posts = callsTo(api, 'POST', '/api/resources/');
    expect(posts).toHaveLength(2);
    const body = JSON.parse(String(posts[1][1]?.body));
    expect(body).toMatchObject({
      name: 'Desk 9',
      identifier: 'D-9',
      resource_type: 'desk',
      status: 'active',
      capacity: 1,
      office: 'shoreditch',
      floor: 'ground',
      work_area: 'open-plan',
      price_day: 10,
      no_member_price_hour: 10,
      price_credits_day: 0,
      color: '#FFFFFF',
    });
  }, 30_000);
});
