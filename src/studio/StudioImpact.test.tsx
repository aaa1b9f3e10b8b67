import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { EVALUATION, fakeStudioClient, SCHEDULE } from '../../stories/studio/fake-studio-client';
import { SAMPLE_IMPACT } from '../../stories/studio/sample-impact';
import { createI18n } from '../i18n';
import { DIFF_DEFAULTS } from '../scoring/diff-over-records';
import type { ImpactInput } from './impact-input';
import type { ImpactWorkerReply } from './impact-worker-messages';
import { StudioImpact } from './StudioImpact';

const EDITED = '{ "bank": "decision-checkpoint", "stages": { "2": { "weight": 400 } }, "ratings": [], "profiles": [] }';

function renderImpact(compute: (input: ImpactInput) => Promise<ImpactWorkerReply>) {
  const i18n = createI18n('en');
  const client = fakeStudioClient({ [SCHEDULE]: '{}' });
  const ui = (text: string) => (
    <I18nextProvider i18n={i18n}>
      <StudioImpact client={client} file={EVALUATION} text={text} compute={compute} />
    </I18nextProvider>
  );
  const view = render(ui(EDITED));
  return { t: i18n.getFixedT('en', 'studio'), retype: (text: string) => view.rerender(ui(text)) };
}

describe('StudioImpact', () => {
  it('scores the rules at HEAD against the open text, over the command line\u2019s default records', async () => {
    const compute = vi.fn(async () => ({ ok: true as const, diff: SAMPLE_IMPACT, ms: 12 }));
    const { t } = renderImpact(compute);
    await userEvent.click(screen.getByRole('button', { name: t('impact.run') }));
    await screen.findByRole('table', { name: t('impact.matrix.decision') });
    const [[input]] = compute.mock.calls as unknown as [[ImpactInput]];
    expect(input.current.evaluation.stages['2'].weight).toBe(100);
    expect(input.edited.evaluation.stages['2'].weight).toBe(400);
    expect([input.count, input.seed]).toEqual([DIFF_DEFAULTS.count, DIFF_DEFAULTS.seed]);
    // The number of records is written as the language writes numbers, with its thousands grouped.
    expect(screen.getByText(new RegExp(` ${DIFF_DEFAULTS.count.toLocaleString('en')} random`))).toBeVisible();
  });

  it('says the figures are out of date once the text changes, and is busy while computing again', async () => {
    let finish: (reply: ImpactWorkerReply) => void = () => {};
    const compute = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, diff: SAMPLE_IMPACT, ms: 12 })
      .mockImplementationOnce(() => new Promise<ImpactWorkerReply>((resolve) => (finish = resolve)));
    const { t, retype } = renderImpact(compute);
    await userEvent.click(screen.getByRole('button', { name: t('impact.run') }));
    const rerun = await screen.findByRole('button', { name: t('impact.rerun') });
    expect(screen.queryByText(t('impact.stale'))).toBeNull();
    retype(EDITED.replace('400', '401'));
    expect(screen.getByText(t('impact.stale'))).toBeVisible();
    await userEvent.click(rerun);
    expect(await screen.findByText(t('impact.loading'))).toBeVisible();
    expect(screen.getByRole('button', { name: t('impact.run') })).toBeDisabled();
    finish({ ok: true, diff: SAMPLE_IMPACT, ms: 12 });
    await screen.findByRole('button', { name: t('impact.rerun') });
    expect(screen.queryByText(t('impact.stale'))).toBeNull();
  });
});
