import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeStudioClient, GLOSSARY } from '../../stories/studio/fake-studio-client';
import { translationFindings } from '../content/translation-problems';
import type { Glossary } from '../content/types';
import { repoRoot } from '../scoring/testing/decision-answers';
import { renderIn } from '../ui/form/test-render';
import { GLOSSARY_FILE, GlossaryForm } from './GlossaryForm';
import { editorText } from './json-editor-testing';
import { rewriteJsonText } from './rewrite-json-text';
import { StudioApp } from './StudioApp';

const shipped = fs.readFileSync(path.join(repoRoot, GLOSSARY_FILE), 'utf8');

/** The form as the studio holds it: the text in state, each edit of the form written back into it. */
function Held({ initial, texts }: { initial: string; texts: string[] }) {
  const [text, setText] = useState(initial);
  return (
    <GlossaryForm
      text={text}
      onChange={(next) => {
        texts.push(next);
        setText(next);
      }}
    />
  );
}

const termCard = (number: number, id: string, t: ReturnType<typeof renderIn>['t']) =>
  screen.getByRole('listitem', { name: t('studio:glossaryForm.termHeading', { number, id }) });

describe('the glossary as a form', () => {
  it('writes a Chinese definition typed in the form into the JSON text, on its own line', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    const glossary = JSON.parse(shipped) as Glossary;
    const entry = glossary.terms[1];
    if (!entry) throw new Error('the glossary has at least two terms');
    const { t } = renderIn('en', <Held initial={shipped} texts={texts} />);

    const card = termCard(2, entry.id, t);
    const chinese = within(card).getByRole('textbox', {
      name: t('studio:glossaryForm.pairLabel', {
        field: t('studio:glossaryForm.fields.definition'),
        lang: t('studio:glossaryForm.lang.zh'),
      }),
    });
    expect(chinese).toHaveValue(entry.definition.zh);
    await user.clear(chinese);
    await user.type(chinese, '新定义');

    const last = texts.at(-1) ?? '';
    const edited = JSON.parse(last) as Glossary;
    expect(edited.terms[1]?.definition).toEqual({ en: entry.definition.en, zh: '新定义' });
    expect(edited.terms.filter((_, index) => index !== 1)).toEqual(glossary.terms.filter((_, index) => index !== 1));
    const changed = last.split('\n').filter((line, index) => line !== shipped.split('\n')[index]);
    expect(changed).toEqual(['        "zh": "新定义"']);
  });

  it.each(['en', 'zh'] as const)(
    'in %s: flags a term with an English text and an empty Chinese one, as content -- translations does',
    async (lang) => {
      const glossary = JSON.parse(shipped) as Glossary;
      const entry = glossary.terms[2];
      if (!entry) throw new Error('the glossary has at least three terms');
      entry.definition.zh = '';
      const text = rewriteJsonText(shipped, glossary);
      const findings = translationFindings(GLOSSARY_FILE, JSON.parse(text));
      expect(findings.map((finding) => finding.path)).toContain('$.terms[2].definition');

      const { t, container } = renderIn(lang, <GlossaryForm text={text} onChange={() => {}} />);
      const flagged = [...container.querySelectorAll('[data-flagged]')];
      expect(flagged.map((field) => field.getAttribute('data-json-path'))).toEqual(
        findings.map((finding) => finding.path),
      );
      const field = container.querySelector('[data-json-path="$.terms[2].definition"]') as HTMLElement;
      expect(field).toHaveTextContent(t('form:translations.issue.empty', { lang: t('form:translations.langZh') }));
      expect(screen.getByRole('status')).toHaveTextContent(
        t('studio:glossaryForm.flagged', { count: findings.length }),
      );
    },
  );

  it('flags a Chinese text as soon as it is cleared in the form', async () => {
    const user = userEvent.setup();
    const glossary = JSON.parse(shipped) as Glossary;
    const entry = glossary.terms[0];
    if (!entry) throw new Error('the glossary has terms');
    const { t, container } = renderIn('en', <Held initial={shipped} texts={[]} />);
    const before = translationFindings(GLOSSARY_FILE, glossary).length;
    const chinese = within(termCard(1, entry.id, t)).getByRole('textbox', {
      name: t('studio:glossaryForm.pairLabel', {
        field: t('studio:glossaryForm.fields.term'),
        lang: t('studio:glossaryForm.lang.zh'),
      }),
    });
    await user.clear(chinese);
    const field = container.querySelector('[data-json-path="$.terms[0].term"]') as HTMLElement;
    expect(field).toHaveAttribute('data-flagged');
    expect(chinese).toHaveAccessibleDescription(
      t('form:translations.issue.empty', { lang: t('form:translations.langZh') }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(t('studio:glossaryForm.flagged', { count: before + 1 }));
  });

  it('adds a whole term at the end, and deletes and moves terms', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    const glossary = JSON.parse(shipped) as Glossary;
    const [first, second] = glossary.terms;
    if (!first || !second) throw new Error('the glossary has at least two terms');
    const { t } = renderIn('zh', <Held initial={shipped} texts={texts} />);
    const current = () => JSON.parse(texts.at(-1) ?? shipped) as Glossary;

    await user.click(screen.getByRole('button', { name: t('studio:glossaryForm.add') }));
    const count = glossary.terms.length + 1;
    expect(current().terms).toHaveLength(count);
    expect(current().terms.at(-1)).toEqual({ id: '', term: { en: '', zh: '' }, definition: { en: '', zh: '' } });
    const added = screen.getByRole('listitem', { name: t('studio:glossaryForm.termHeadingNew', { number: count }) });
    await user.type(
      within(added).getByRole('textbox', { name: new RegExp(`^${t('studio:glossaryForm.fields.id')}`) }),
      'new-term',
    );
    expect(current().terms.at(-1)?.id).toBe('new-term');

    await user.click(screen.getByRole('button', { name: t('studio:glossaryForm.removeLabel', { number: 1 }) }));
    expect(current().terms.map((term) => term.id)).toEqual([
      ...glossary.terms.slice(1).map((term) => term.id),
      'new-term',
    ]);
    // The keyboard goes on from the term now in the deleted one's place.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(
        t('studio:glossaryForm.termHeading', { number: 1, id: second.id }),
      ),
    );

    await user.click(screen.getByRole('button', { name: t('studio:glossaryForm.moveDownLabel', { number: 1 }) }));
    expect(
      current()
        .terms.slice(0, 2)
        .map((term) => term.id),
    ).toEqual([glossary.terms[2]?.id, second.id]);
    expect(screen.getByRole('button', { name: t('studio:glossaryForm.moveUpLabel', { number: 1 }) })).toBeDisabled();
  });

  it('follows the text typed in the JSON view, and shows no fields while it is not JSON', () => {
    const glossary = JSON.parse(shipped) as Glossary;
    const entry = glossary.terms[0];
    if (!entry) throw new Error('the glossary has terms');
    const { t, rerender } = renderIn('en', <GlossaryForm text={shipped} onChange={() => {}} />);
    expect(screen.getByDisplayValue(entry.term.en)).toBeInTheDocument();

    rerender(
      <GlossaryForm text={shipped.replace(JSON.stringify(entry.term.en), '"Edited name"')} onChange={() => {}} />,
    );
    expect(screen.getByDisplayValue('Edited name')).toBeInTheDocument();

    const broken = shipped.slice(0, -10);
    rerender(<GlossaryForm text={broken} onChange={() => {}} />);
    let message = '';
    try {
      JSON.parse(broken);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(screen.getByRole('alert')).toHaveTextContent(t('studio:glossaryForm.invalidJson', { message }));
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);

    rerender(<GlossaryForm text={'{ "terms": 3 }'} onChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(t('studio:glossaryForm.notGlossary'));
  });

  it('leaves the text alone when it only shows a term missing a field, and writes the field once typed in', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    const partial = '{\n  "terms": [{ "id": "x", "term": { "en": "X", "zh": "叉" } }]\n}\n';
    const { t } = renderIn('en', <Held initial={partial} texts={texts} />);
    const english = screen.getByRole('textbox', {
      name: t('studio:glossaryForm.pairLabel', {
        field: t('studio:glossaryForm.fields.definition'),
        lang: t('studio:glossaryForm.lang.en'),
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(texts).toEqual([]);
    await user.type(english, 'A letter.');
    expect(JSON.parse(texts.at(-1) ?? '')).toEqual({
      terms: [{ id: 'x', term: { en: 'X', zh: '叉' }, definition: { en: 'A letter.', zh: '' } }],
    });
  });

  it('in the studio: JSON | Form above the glossary, one text under both views', async () => {
    const user = userEvent.setup();
    const { t } = renderIn('en', <StudioApp client={fakeStudioClient()} />);
    await user.click(await screen.findByRole('button', { name: GLOSSARY }));
    const json = await screen.findByRole('textbox', { name: t('studio:editor.label', { file: GLOSSARY }) });
    await waitFor(() => expect(editorText(json)).toContain('"terms": []'));

    await user.click(screen.getByRole('radio', { name: t('studio:view.form') }));
    await user.click(screen.getByRole('button', { name: t('studio:glossaryForm.add') }));
    const chinese = screen.getByRole('textbox', {
      name: t('studio:glossaryForm.pairLabel', {
        field: t('studio:glossaryForm.fields.term'),
        lang: t('studio:glossaryForm.lang.zh'),
      }),
    });
    await user.type(chinese, '市盈率');
    expect(screen.getByText(t('studio:status.unsaved'))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: t('studio:view.json') }));
    const area = screen.getByRole('textbox', {
      name: t('studio:editor.label', { file: GLOSSARY }),
    });
    expect(JSON.parse(editorText(area))).toEqual({
      $schema: './schema/glossary.schema.json',
      terms: [{ id: '', term: { en: '', zh: '市盈率' }, definition: { en: '', zh: '' } }],
    });
  });
});
