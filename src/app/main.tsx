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

createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} errors={createMessageChannel()} notices={createMessageChannel()} />
  </StrictMode>,
);
