import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { rehydrateSession } from './lib/session/session-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The persisted session loads before the first render (spec section 4: Startup).
void rehydrateSession().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
