/**
 * The files the API suite runs on embedded PGlite when it also runs on PostgreSQL (TEST_DATABASE_URL set; without it,
 * or with TEST_PGLITE_ALL=1, PGlite runs every file). PostgreSQL, the production database, always runs every file.
 *
 * PGlite is the same PostgreSQL compiled to WASM: the SQL, the triggers and the planner are the same, so a route's
 * validation, sections, tenant scoping or mail are not engine questions. What differs is the one connection, the
 * statement queue, LISTEN/NOTIFY and the job queue in one process, the file store and ~2–3× slower execution. So
 * PGlite runs (docs/decisions.md "CI time budget"): every model and property test (money, capacity, exactly-once,
 * figures), every test of what differs (queue, crashes, concurrency, live updates, seed), the money and booking flows,
 * and each "from nothing" flow. The whole browser suite also runs on PGlite (`npm start`'s database).
 */
export const PGLITE_SUITES = [
  // Model and property tests.
  'ledger-model',
  'portal-model',
  'collection-model',
  'online-payments-model',
  'events',
  'hour-figures',
  'resource-figures',
  'reports-reconcile',
  'reports-revenue',
  'reports-debtors',
  'fuzz',
  // What the embedded database does differently.
  'db-queue',
  'job-queue',
  'campaign-crash',
  'billing-run-crash',
  'invoice-concurrency',
  'change-capture',
  'live',
  'live-caps',
  'seed',
  // Money and booking flows.
  'bookings',
  'quote-charge',
  'portal-bookings',
  'invoice-issue',
  'invoice-payments',
  'vat-inclusive',
  'billing-run',
  'online-payments',
  'day-figures',
  'dashboard-paid',
  // From nothing: a brand-new operator.
  'new-operator',
  'portal-new-operator',
  'reports-new-operator',
  'security-new-operator',
  'tickets-new-operator',
].map((name) => `test/${name}.test.ts`);
