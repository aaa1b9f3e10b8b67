import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview';

// Each storybook-<locale>-<theme> test project (vitest.config.ts) defines these,
// so every story runs once per language and theme.
declare const __STORY_LOCALE__: string;
declare const __STORY_THEME__: string;

setProjectAnnotations([previewAnnotations, { initialGlobals: { locale: __STORY_LOCALE__, theme: __STORY_THEME__ } }]);
