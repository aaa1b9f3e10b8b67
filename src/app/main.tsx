import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '../i18n';
import { App } from './App';
import { createMessageChannel } from './message-channel';
import { readSettings } from './settings';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const i18n = createI18n(readSettings().language);

// The App starts loading the backend (PGlite's WASM, or supabase-js) in an effect,
// i.e. right after the shell's first paint, so the shell never waits for it.
createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} errors={createMessageChannel()} notices={createMessageChannel()} />
  </StrictMode>,
);
