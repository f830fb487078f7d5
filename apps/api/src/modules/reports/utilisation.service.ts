import {
  BOOKING_TYPE_LABELS,
  hoursOpenInRange,
  mostAndLeastUsed,
  utilisationRatio,
  type ExportColumn,
  type ReportQuery,
  type UtilisationArea,
  type UtilisationReport,
  type UtilisationResource,
} from '@clubspace/contract';
import type { Db } from '../../db/client.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';
import { reportScopeOf, resolveReportRange } from './report-scope.ts';
import { resourceUse } from './utilisation.repo.ts';

/**
 * Report 4 (issue 31): hours booked ÷ hours open per resource (booked hours summed in SQL, open hours by the contract
 * once per distinct week of hours and zone), work areas summed from their resources, the five most and least used.
 */
export async function utilisationReport(db: Db, ctx: StaffContext, query: ReportQuery): Promise<UtilisationReport> {
  const range = await resolveReportRange(db, ctx, query);
  const rows = await resourceUse(db, range);
  const openHours = new Map<string, number>();
  const resources = rows.map((r): UtilisationResource => {
    const key = `${r.time_zone} ${JSON.stringify(r.opening_hours)}`;
    let open = openHours.get(key);
    if (open === undefined) {
      open = hoursOpenInRange(r.opening_hours, range.from, range.to, r.time_zone);
      openHours.set(key, open);
    }
    const booked = Number(r.hours_booked);
    return {
      slug: r.slug,
      name: r.name,
      type: r.type,
      office: r.office,
      work_area: r.work_area,
      hours_open: open,
      hours_booked: booked,
      ratio: utilisationRatio(booked, open),
      revenue_pence: Math.round(Number(r.revenue_pence)),
    };
  });
  const areas = new Map<string, UtilisationArea>();
  for (const r of resources) {
    const name = r.work_area ?? 'No work area';
    const key = `${r.office}\u0000${name}`;
    const a = areas.get(key) ?? { name, office: r.office, resources: 0, hours_open: 0, hours_booked: 0, ratio: null, revenue_pence: 0 };
    a.resources += 1;
    a.hours_open += r.hours_open;
    a.hours_booked += r.hours_booked;
    a.revenue_pence += r.revenue_pence;
    areas.set(key, a);
  }
  const work_areas = [...areas.values()].map((a) => ({ ...a, ratio: utilisationRatio(a.hours_booked, a.hours_open) }));
  const { most, least } = mostAndLeastUsed(resources);
  return { scope: reportScopeOf(range), resources, work_areas, most_used: most.map((r) => r.slug), least_used: least.map((r) => r.slug) };
}

const pct = (v: number | null) => (v === null ? '' : (v * 100).toFixed(1));

/** The CSV: one line per resource. */
export const UTILISATION_CSV: ExportColumn<UtilisationResource>[] = [
  { header: 'Resource', value: (r) => r.name },
  { header: 'Type', value: (r) => BOOKING_TYPE_LABELS[r.type] },
  { header: 'Office', value: (r) => r.office },
  { header: 'Work area', value: (r) => r.work_area },
  { header: 'Hours open', kind: 'number', value: (r) => r.hours_open.toFixed(2) },
  { header: 'Hours booked', kind: 'number', value: (r) => r.hours_booked.toFixed(2) },
  { header: 'Utilisation %', kind: 'number', value: (r) => pct(r.ratio) },
  // The money column takes pounds, as every list export.
  { header: 'Revenue', kind: 'money', value: (r) => r.revenue_pence / 100 },
];
