import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The route manifest hands its tab gates to lib/route-gates.ts when it loads (the app's boot does it first): links
// rendered by a screen alone follow the same rule as in the app.
import '../src/app/route-manifest';

// Lazy routes load their chunk on first render; on a busy 2-core CI machine that can take over the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
