import { SCHEDULER, type BlockItem, type ClosureItem } from '@clubspace/contract';

/** One calendar event of a block or a closure in one room on one day (the time grid has no all-day row). */
export interface BlockEvent {
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  kind: 'block' | 'closure';
  block?: BlockItem;
  closure?: ClosureItem;
}

/** [start, end) cut at local midnights, so a block over several days shows on each day's grid. */
export function splitByDay(start: Date, end: Date): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  let from = start;
  while (from < end) {
    const midnight = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
    const to = midnight < end ? midnight : end;
    out.push({ start: from, end: to });
    from = to;
  }
  return out;
}

/** The calendar's hours of a local day: a closure covers them all. */
const hoursOf = (d: Date) => ({
  start: new Date(d.getFullYear(), d.getMonth(), d.getDate(), SCHEDULER.minHour),
  end: new Date(d.getFullYear(), d.getMonth(), d.getDate(), SCHEDULER.maxHour),
});

/** Events for the rooms shown: each block on its room, each closure on every room for each of its days. */
export function blockEvents(blocks: readonly BlockItem[], closures: readonly ClosureItem[], roomSlugs: readonly string[]): BlockEvent[] {
  const rooms = new Set(roomSlugs);
  const events: BlockEvent[] = [];
  for (const b of blocks) {
    if (!rooms.has(b.resource.slug)) continue;
    for (const part of splitByDay(new Date(b.start), new Date(b.end))) {
      events.push({ ...part, title: `Blocked: ${b.reason}`, resourceId: b.resource.slug, kind: 'block', block: b });
    }
  }
  for (const c of closures) {
    for (const part of splitByDay(new Date(c.start), new Date(c.end))) {
      const hours = hoursOf(part.start);
      if (part.end.getTime() - part.start.getTime() < 3_600_000) continue;
      for (const room of roomSlugs) events.push({ ...hours, title: `Closed: ${c.reason}`, resourceId: room, kind: 'closure', closure: c });
    }
  }
  return events;
}
