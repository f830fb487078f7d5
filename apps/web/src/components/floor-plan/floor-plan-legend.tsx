import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeskShape, TONE_FILL, TONE_GLYPH, TONE_TEXT } from './desk-shape';
import type { DeskTone } from './floor-plan-types';

type LegendTone = DeskTone | 'selected';
const TONES: readonly LegendTone[] = ['free', 'booked', 'inactive', 'blocked', 'selected'];
const TYPES = [
  ['hot_desk', 'Hot desk'],
  ['desk', 'Desk'],
  ['bar_table', 'Bar table'],
  ['meeting_room', 'Meeting room'],
] as const;

/** What the fills, letters and shapes of the floor plan mean (`tones`: the states this plan shows). */
export function FloorPlanLegend({ types = true, tones = TONES }: { types?: boolean; tones?: readonly LegendTone[] }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      useFlexGap
      aria-label="Floor plan legend"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tones.map((tone) => (
        <Stack key={tone} component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <svg width={18} height={14} viewBox="-12 -8 24 16" aria-hidden>
            <g fill={TONE_FILL[tone]}>
              <DeskShape resourceType="desk" />
              <text fontSize={8} fontWeight="bold" textAnchor="middle" dominantBaseline="central" fill={tone === 'free' ? '#212121' : '#fff'}>
                {TONE_GLYPH[tone]}
              </text>
            </g>
          </svg>
          <Typography variant="caption">{TONE_TEXT[tone]}</Typography>
        </Stack>
      ))}
      {types
        ? TYPES.map(([type, label]) => (
            <Stack key={type} component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <svg width={26} height={18} viewBox="-24 -16 48 32" aria-hidden>
                <g fill="#fff" strokeWidth={1.5}>
                  <DeskShape resourceType={type} />
                </g>
              </svg>
              <Typography variant="caption">{label}</Typography>
            </Stack>
          ))
        : null}
    </Stack>
  );
}
