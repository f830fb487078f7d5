import type { App } from '../app.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { clientsRoutes } from './clients/clients.routes.ts';
import { devOutboxRoutes } from './dev/outbox.routes.ts';
import { staffProfileRoutes } from './staff-profile/staff-profile.routes.ts';

/** Every API module; a new area adds its routes here. */
export const modules: ((app: App) => Promise<void>)[] = [authRoutes, clientsRoutes, staffProfileRoutes, devOutboxRoutes];
