import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import './preview.css';
import { loadBankLanguage } from '../src/content/registry';
import { LANGS, type Lang } from '../src/content/types';
import { createI18n } from '../src/i18n';
import { htmlLang } from '../src/i18n/language-codes';
import { I18nFormTexts } from '../src/ui/form/I18nFormTexts';

// Stories switch language from the toolbar, and some read bank texts when their file loads:
// both languages' bank texts are in place before any story module runs.
await Promise.all(LANGS.map(loadBankLanguage));

/**
 * Every story renders inside the app's providers, in the language and theme the
 * toolbar (or a test project, see vite.config.ts) selects.
 */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'zh') as Lang;
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const i18n = useMemo(() => createI18n(locale), [locale]);
  // Set synchronously so the very first paint (and any test assertion) sees the right theme.
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  root.lang = htmlLang(locale);
  return (
    <I18nextProvider i18n={i18n} key={locale}>
      <I18nFormTexts>
        <div className="min-h-40 bg-slate-50 p-4 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
          <Story />
        </div>
      </I18nFormTexts>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh', theme: 'light' },
  // Every component gets a docs page (its stories, controls for its props, the usage note).
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // axe-core runs after every story and reports to the Accessibility panel; the story
    // tests fail on serious and critical findings (.storybook/vitest.setup.ts).
    a11y: { test: 'todo' },
  },
};

export default preview;
