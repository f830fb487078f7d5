/** List and session endpoints the benchmark times; each area adds its lists here. */
export const BENCH_ENDPOINTS = [
  '/api/session/',
  '/api/staff-profile/',
  '/api/clients/?role=broker',
];
