import './lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { englishMessageFiles, loadLanguageMessages, messageResources } from './app/messages.ts';
import { startI18n } from './lib/i18n/i18n.ts';
import { preferredLanguages, startupLanguage, storedLanguage } from './lib/i18n/language.ts';
import { getSession, rehydrateSession } from './lib/session/session-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The persisted session loads before the first render (spec section 4: Startup).
// The language follows: a signed-in user's is their account's (issue #32).
void rehydrateSession()
  .then(() =>
    startI18n(
      messageResources(englishMessageFiles),
      startupLanguage({
        account: getSession().currentUser?.language,
        stored: storedLanguage(),
        preferred: preferredLanguages(),
      }),
      loadLanguageMessages,
    ),
  )
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
