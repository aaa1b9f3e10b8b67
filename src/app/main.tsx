import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDatabaseAfter } from '../data/backend';
import { storedUserId } from '../data/session-hint';
import { startAppI18n } from '../i18n/app-i18n';
import { App } from './App';
import { startJournalRead } from './journal-records';
import { readSettings } from './local-settings';
import { createMessageChannel } from './message-channel';
import { openingGate } from './opening-gate';
import { startServiceWorker } from './service-worker';
import { showLanguage } from './set-language';
import { createUpdateOffer } from './update-offer';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A returning investor's kept journal (journal-cache.ts) is read from localStorage meanwhile: the tables, the
// signed-in screens' code loads, and the journal shows as soon as that code is in. The database starts once
// those rows have painted (opening-gate.ts).
const opening = openingGate(startJournalRead(storedUserId()));
startDatabaseAfter(opening.passed);
const updates = createUpdateOffer(() => window.location.reload());
// Only the shell's tables in the reader's language come before the first paint.
const { language } = readSettings();
const i18n = await startAppI18n(language);
showLanguage(i18n, language);

// The App starts loading the backend (PGlite's WASM, or supabase-js) and the signed-in
// screens in effects, i.e. right after the shell's first paint, so the shell never waits for them.
createRoot(root).render(
  <StrictMode>
    <App
      i18n={i18n}
      errors={createMessageChannel()}
      notices={createMessageChannel()}
      updates={updates}
      onKeptJournalShown={opening.shown}
    />
  </StrictMode>,
);

// After load (and after the backend), never before first paint; a no-op outside the production build.
startServiceWorker(updates);
