import { zonedInstant } from '@clubspace/contract';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiOk } from './bookings-api';

/** "HH:mm" of minutes after midnight. */
export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** The meeting-room calendar's 30-minute cells start at 08:00. */
export const cellTime = (cell: number, plusMinutes = 0) => hhmm(8 * 60 + cell * 30 + plusMinutes);

/**
 * The first free stretch of `minutes` on `day` among `rooms` (in the calendar's column order), searching cells
 * `from`…`to` row by row (demo data fills some): `{ room: column index, cell }`, or room −1 when none is free.
 */
export async function freeRoomSlot(
  page: Page,
  rooms: readonly { slug: string }[],
  day: string,
  zone: string,
  opts: { from: number; to: number; minutes: number },
) {
  for (let cell = opts.from; cell < opts.to; cell++) {
    for (let r = 0; r < rooms.length; r++) {
      const start = zonedInstant(day, `${cellTime(cell)}:00`, zone).toISOString();
      const end = zonedInstant(day, `${cellTime(cell, opts.minutes)}:00`, zone).toISOString();
      const check = await apiOk<{ status: string }>(
        page,
        'GET',
        `/api/meeting-room-availability/?resource=${rooms[r]!.slug}&start=${start}&end=${end}`,
      );
      if (check.status === 'free') return { room: r, cell };
    }
  }
  return { room: -1, cell: 0 };
}

/** Page-object helpers for the bookings screens, used the way an operator would. */
export class BookingsUi {
  constructor(readonly page: Page) {}

  get plan(): Locator {
    return this.page.getByRole('group', { name: /^Floor plan/ });
  }

  /** Desks of the plan by the state text of their name ("{name}, {state}"). */
  desks(state: 'Free' | 'Booked' | 'Inactive' | 'Selected'): Locator {
    return this.plan.getByRole('button', { name: new RegExp(`, ${state}$`) });
  }

  desk(name: string, state: string): Locator {
    return this.plan.getByRole('button', { name: `${name}, ${state}`, exact: true });
  }

  card(code: string): Locator {
    return this.page.getByRole('article', { name: `Booking ${code}` });
  }

  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** A 30-minute cell of the meeting-room calendar's day view (one column per room). */
  calendarCell(room: number, cell: number): Locator {
    return this.page.locator('.rbc-time-content .rbc-day-slot').nth(room).locator('.rbc-timeslot-group').nth(cell);
  }

  /** Drags over calendar cells as a user does (the calendar's event layer sits on top of the cells). */
  async dragCells(first: Locator, last: Locator = first) {
    await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const a = (await first.boundingBox())!;
    const b = (await last.boundingBox())!;
    await this.page.mouse.move(a.x + a.width / 2, a.y + 3);
    await this.page.mouse.down();
    await this.page.mouse.move(a.x + a.width / 2, a.y + a.height / 2, { steps: 4 });
    await this.page.mouse.move(b.x + b.width / 2, b.y + b.height - 3, { steps: first === last ? 4 : 6 });
    await this.page.mouse.up();
  }

  /** An autocomplete over a lookup call: type, wait for the debounced search, pick the option. */
  async autocomplete(scope: Page | Locator, label: RegExp | string, text: string) {
    const box = scope.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(text);
    await this.page
      .getByRole('option', { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
    await expect(box).toHaveValue(text);
  }
}
