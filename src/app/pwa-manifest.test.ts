import { describe, expect, it } from 'vitest';
import { applyManifestLanguage, MANIFEST_FILES } from './pwa-manifest';

/** The one element the function touches: <link rel="manifest">. */
function documentWithManifest(href: string | null) {
  const attributes = new Map<string, string>(href === null ? [] : [['href', href]]);
  const link = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const doc = { querySelector: (selector: string) => (selector === 'link[rel="manifest"]' ? link : null) };
  return { doc: doc as unknown as Document, href: () => attributes.get('href') };
}

describe('applyManifestLanguage', () => {
  it('links the manifest of the chosen language, and back', () => {
    const { doc, href } = documentWithManifest('/manifest.webmanifest');
    applyManifestLanguage('en', doc);
    expect(href()).toBe('/manifest.en.webmanifest');
    applyManifestLanguage('zh', doc);
    expect(href()).toBe('/manifest.webmanifest');
  });

  it('keeps the base path the build linked', () => {
    const { doc, href } = documentWithManifest('/checkpoint/app/manifest.webmanifest');
    applyManifestLanguage('en', doc);
    expect(href()).toBe(`/checkpoint/app/${MANIFEST_FILES.en}`);
  });

  it('does nothing where no manifest is linked (dev server, tests)', () => {
    const empty = { querySelector: () => null } as unknown as Document;
    expect(() => applyManifestLanguage('en', empty)).not.toThrow();
    const { doc, href } = documentWithManifest(null);
    applyManifestLanguage('en', doc);
    expect(href()).toBeUndefined();
  });
});
