/**
 * The content studio's entry (studio.html, served by `npm run studio` only):
 * every UI table at hand in both languages, Chinese first as in the app, and
 * the page talking to its dev server through the studio client.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { StudioApp } from './StudioApp';
import { studioClient } from './studio-client';
import './studio.css';

const i18n = createI18n('zh');
const setPageLanguage = (language: string) => {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('studio:title');
};
setPageLanguage(i18n.language);
i18n.on('languageChanged', setPageLanguage);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StudioApp client={studioClient} />
      </I18nextProvider>
    </StrictMode>,
  );
}
