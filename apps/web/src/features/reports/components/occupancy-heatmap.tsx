import { OCCUPANCY_KIND_LABELS, REPORT_WEEKDAY_LABELS, RULE_WEEKDAY_LABELS, type OccupancyGrid } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
const percent = (v: number | null) => (v === null ? '–' : `${Math.round(v * 100)}%`);

/** Grey-scale shading of a share (0 → white, 1 → near black); the printed value carries the figure either way. */
function shade(share: number | null, open: boolean) {
  if (!open) return { background: 'repeating-linear-gradient(45deg, #f2f2f2, #f2f2f2 4px, #e0e0e0 4px, #e0e0e0 8px)', color: '#595959' };
  const v = Math.max(0, Math.min(1, share ?? 0));
  const level = Math.round(255 - v * 200);
  // 118 is where white and black text both reach 4.5:1 on grey (WCAG AA): white below it, black from it.
  return { background: `rgb(${level}, ${level}, ${level})`, color: level < 118 ? '#ffffff' : '#000000' };
}

interface OccupancyHeatmapProps {
  grid: OccupancyGrid;
  hours: number[];
  /** Whether the office records check-ins (then each cell says how much of the booked time was checked in). */
  checkIns: boolean;
}

/**
 * One weekday × hour grid (report 3) as a real table: weekdays across, hours down, each cell shaded by the share of
 * capacity booked AND printing that share (grey-scale and screen readers read the same numbers); closed hours hatched
 * and labelled. The table is its own text equivalent, so no separate hidden table is needed.
 */
export function OccupancyHeatmap({ grid, hours, checkIns }: OccupancyHeatmapProps) {
  const label = OCCUPANCY_KIND_LABELS[grid.kind];
  const cell = (weekday: number, hour: number) => grid.cells.find((c) => c.weekday === weekday && c.hour === hour);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{ borderCollapse: 'collapse', minWidth: 560, width: '100%', fontSize: 13 }}
        aria-describedby={`heatmap-${grid.kind}-note`}
      >
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          <Typography component="span" variant="subtitle1">
            {label}: share of {grid.capacity} booked by weekday and hour
          </Typography>
        </caption>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left', p: 0.5 }}>
              Hour
            </Box>
            {REPORT_WEEKDAY_LABELS.map((d, i) => (
              <Box component="th" scope="col" key={d} sx={{ p: 0.5 }}>
                <abbr title={RULE_WEEKDAY_LABELS[i]}>{d}</abbr>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour}>
              <Box component="th" scope="row" sx={{ textAlign: 'left', p: 0.5, fontWeight: 'normal', whiteSpace: 'nowrap' }}>
                {hourLabel(hour)}
              </Box>
              {REPORT_WEEKDAY_LABELS.map((_, weekday) => {
                const c = cell(weekday, hour);
                const open = c?.open ?? false;
                const title = c
                  ? `${RULE_WEEKDAY_LABELS[weekday]} ${hourLabel(hour)}: ${c.average_booked.toFixed(1)} booked on average${checkIns ? `, ${percent(c.share_used)} checked in` : ''}${open ? '' : ' (closed)'}`
                  : undefined;
                return (
                  <Box
                    component="td"
                    key={weekday}
                    title={title}
                    data-testid={`cell-${grid.kind}-${weekday}-${hour}`}
                    sx={{ ...shade(c?.share_booked ?? null, open), border: '1px solid #fff', p: 0.5, textAlign: 'center', minWidth: 56 }}
                  >
                    {open ? percent(c?.share_booked ?? null) : <span>closed{c && c.booked_hours > 0 ? ` · ${percent(c.share_booked)}` : ''}</span>}
                    {open && checkIns && c && c.booked_hours > 0 && (
                      <Box component="span" sx={{ display: 'block', fontSize: 11 }}>
                        {percent(c.share_used)} in
                      </Box>
                    )}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography id={`heatmap-${grid.kind}-note`} variant="caption" color="text.secondary">
        Each cell: the average share of the {grid.capacity} {label.toLowerCase()} booked at that hour
        {checkIns ? ', and below it the share checked in' : ''}. Darker is busier; hatched hours are outside opening hours.
      </Typography>
    </Box>
  );
}
