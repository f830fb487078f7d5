import type { CardData } from '@clubspace/contract';

/** A Financial card as GET /api/dashboard/financial answers it; `over` replaces any field. */
export const cardData = (over: Partial<CardData> = {}): CardData => ({
  name: 'Financial',
  main_name: 'Invoiced (£)',
  main_value: 1234.5,
  main_delta: 12.5,
  main_previous: 1097.33,
  first_name: 'Paid (£)',
  first_value: 1000,
  first_delta: -4.25,
  first_previous: 1044.39,
  second_name: 'Pending payment (£)',
  second_value: 234.5,
  second_delta: null,
  second_previous: 0,
  third_name: 'Void invoices',
  third_value: 2,
  third_delta: 0,
  third_previous: 2,
  fourth_name: 'F&D orders (£)',
  fourth_value: 99.9,
  fourth_delta: 100,
  fourth_previous: 49.95,
  value_magnitude: '£',
  delta_magnitude: '%',
  ...over,
});
