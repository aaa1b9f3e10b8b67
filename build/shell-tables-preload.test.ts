// @vitest-environment jsdom
/** The page asks for the shell's tables in the reader's language, and only those, as soon as it is parsed. */
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScript } from './shell-tables-preload';

const files = {
  zh: ['/assets/common-zh.js', '/assets/shell-zh.js'],
  en: ['/assets/common-en.js', '/assets/shell-en.js'],
};

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

afterEach(() => {
  for (const link of document.querySelectorAll('link')) link.remove();
});

describe('the shell tables preload script', () => {
  it.each([
    ['zh-CN', files.zh],
    ['en', files.en],
  ])('on a page in %s asks for that language’s tables, with the credentials of Vite’s own preloads', (lang, wanted) => {
    document.documentElement.lang = lang;
    new Function(preloadScript(files))();
    // An empty crossorigin attribute is the anonymous state, as on Vite's own modulepreload links.
    expect(preloaded()).toEqual(wanted.map((href) => [href, '']));
  });
});
