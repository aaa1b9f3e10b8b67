/**
 * Saving tags from a page: each change shows at once and goes to the store,
 * the latest change winning; what the store kept goes to the session; a failed
 * save keeps the changed tags on screen with the reason and a Retry.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../data/store-error';
import type { DecisionSummary } from '../../data/types';
import { createI18n } from '../../i18n';
import { deferred } from '../../machines/testing/fakes';
import { TagEditor } from '../../ui/tags/TagEditor';
import { useDecisionTags, useDecisionTagsSource } from './use-decision-tags';

const i18n = createI18n('en');

function Page({
  decisions,
  store,
  onSaved,
}: {
  decisions: Pick<DecisionSummary, 'id' | 'tags'>[];
  store: { setDecisionTags: (id: string, tags: readonly string[]) => Promise<string[]> };
  onSaved: (id: string, tags: string[]) => void;
}) {
  const source = useDecisionTagsSource(decisions as DecisionSummary[], onSaved);
  const props = useDecisionTags(store, source, 'd-1');
  return props ? <TagEditor {...props} /> : <p>not saved yet</p>;
}

const renderPage = (props: Parameters<typeof Page>[0]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Page {...props} />
    </I18nextProvider>,
  );

const field = () => screen.getByLabelText('Tags', { selector: 'input' });

describe('tags saved from a page', () => {
  it('shows a change at once, saves it, and hands what the store kept to the session', async () => {
    const save = deferred<string[]>();
    const store = { setDecisionTags: vi.fn(() => save.promise) };
    const onSaved = vi.fn();
    renderPage({ decisions: [{ id: 'd-1', tags: ['dividend'] }], store, onSaved });
    await userEvent.type(field(), 'options{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag options' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(store.setDecisionTags).toHaveBeenCalledWith('d-1', ['dividend', 'options']);
    await act(async () => save.resolve(['dividend', 'options']));
    expect(onSaved).toHaveBeenCalledWith('d-1', ['dividend', 'options']);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('keeps a failed change on screen with the reason, and Retry saves it again', async () => {
    const store = {
      setDecisionTags: vi
        .fn()
        .mockRejectedValueOnce(new StoreError('network', 'saveConnection'))
        .mockResolvedValueOnce(['options']),
    };
    const onSaved = vi.fn();
    renderPage({ decisions: [{ id: 'd-1', tags: [] }], store, onSaved });
    await userEvent.type(field(), 'options,');
    expect(await screen.findByText(/Not saved/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove tag options' })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(store.setDecisionTags).toHaveBeenLastCalledWith('d-1', ['options']);
    expect(onSaved).toHaveBeenCalledWith('d-1', ['options']);
  });

  it('only the latest of quick changes counts', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const store = { setDecisionTags: vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise) };
    const onSaved = vi.fn();
    renderPage({ decisions: [{ id: 'd-1', tags: [] }], store, onSaved });
    await userEvent.type(field(), 'a{Enter}b{Enter}');
    await act(async () => second.resolve(['a', 'b']));
    await act(async () => first.resolve(['a']));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith('d-1', ['a', 'b']);
  });

  it('offers no tags for a decision not saved yet', () => {
    renderPage({ decisions: [], store: { setDecisionTags: vi.fn() }, onSaved: vi.fn() });
    expect(screen.getByText('not saved yet')).toBeInTheDocument();
  });
});
