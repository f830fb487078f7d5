// First, before React and MUI are evaluated: the boot calls and the screen's chunks (app/boot-start.ts).
import './app/boot-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
