import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { ImpactHistogram } from './ImpactHistogram';

afterEach(cleanup);

function renderBins(lang: 'en' | 'zh', counts: number[]) {
  const i18n = createI18n(lang);
  const bins = counts.map((count, i) => ({ from: i * 5, to: i * 5 + 5, count }));
  render(
    <I18nextProvider i18n={i18n}>
      <ImpactHistogram kind="decision" bins={bins} />
    </I18nextProvider>,
  );
  return within(screen.getByRole('list'));
}

describe('ImpactHistogram', () => {
  it('writes each bin’s count as the language writes numbers, on screen and for screen readers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'en' | 'zh'>('en', 'zh'),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 4 }),
        (lang, counts) => {
          const list = renderBins(lang, counts);
          const items = list.getAllByRole('listitem');
          expect(items).toHaveLength(counts.length);
          counts.forEach((count, i) => {
            const written = count.toLocaleString(lang);
            expect(items[i]).toHaveTextContent(written);
            expect(items[i]?.getAttribute('aria-label')).toContain(written);
          });
          cleanup();
        },
      ),
      { numRuns: 25 },
    );
  });

  it('says “record” for one and “records” for more in English', () => {
    const list = renderBins('en', [1, 2]);
    const [one, two] = list.getAllByRole('listitem');
    expect(one?.getAttribute('aria-label')).toMatch(/: 1 record$/);
    expect(two?.getAttribute('aria-label')).toMatch(/: 2 records$/);
  });
});
