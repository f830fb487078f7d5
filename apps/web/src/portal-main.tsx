// The member portal's own entry (issue 26, portal.html): a member never downloads the staff shell or its screens.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './portal-app/portal-app';
import { registerPortalWorker } from './portal-app/portal-worker';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
registerPortalWorker();
