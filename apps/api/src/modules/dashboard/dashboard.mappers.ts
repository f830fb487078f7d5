import type { CardData } from '@clubspace/contract';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Percent change against the previous period, 2 decimals; null when there is nothing to compare with (previous 0). */
export function pctChange(cur: number, prev: number): number | null {
  if (!prev) return null;
  return round2(((cur - prev) / prev) * 100);
}

/** One figure of a card: its label, its value now and before; `snapshot` figures have no history (delta null). */
export interface Figure {
  name: string;
  cur: number;
  prev: number;
  snapshot?: boolean;
}

/**
 * The seeds' card data: the main figure then first…fourth, values rounded to 2 decimals, deltas in percent, plus each
 * figure's previous value (null for snapshots) so the screen can tell 'new' from a change (contract figureChange).
 */
export function toCard(name: string, magnitude: CardData['value_magnitude'], figures: [Figure, Figure, Figure, Figure, Figure]): CardData {
  const slot = (f: Figure) => ({
    name: f.name,
    value: round2(f.cur),
    delta: f.snapshot ? null : pctChange(f.cur, f.prev),
    previous: f.snapshot ? null : round2(f.prev),
  });
  const [main, first, second, third, fourth] = figures.map(slot) as [
    ReturnType<typeof slot>,
    ReturnType<typeof slot>,
    ReturnType<typeof slot>,
    ReturnType<typeof slot>,
    ReturnType<typeof slot>,
  ];
  return {
    name,
    main_name: main.name,
    main_value: main.value,
    main_delta: main.delta,
    main_previous: main.previous,
    first_name: first.name,
    first_value: first.value,
    first_delta: first.delta,
    first_previous: first.previous,
    second_name: second.name,
    second_value: second.value,
    second_delta: second.delta,
    second_previous: second.previous,
    third_name: third.name,
    third_value: third.value,
    third_delta: third.delta,
    third_previous: third.previous,
    fourth_name: fourth.name,
    fourth_value: fourth.value,
    fourth_delta: fourth.delta,
    fourth_previous: fourth.previous,
    value_magnitude: magnitude,
    delta_magnitude: '%',
  };
}
