// Worker threads do not inherit tsx's loader: register it, then run the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./load-worker.ts');
