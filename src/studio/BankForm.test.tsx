import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeStudioClient } from '../../stories/studio/fake-studio-client';
import type { Bank, Glossary } from '../content/types';
import { repoRoot } from '../scoring/testing/decision-answers';
import { renderIn } from '../ui/form/test-render';
import { BankForm } from './BankForm';
import { allNamed } from './form-testing';
import { GLOSSARY_FILE } from './GlossaryForm';
import { editorText } from './json-editor-testing';
import { LOCK_FILE } from './released-options';
import { StudioApp } from './StudioApp';
import type { StudioClient } from './studio-client';

const FILE = 'questionnaires/risk-tolerance/bank.json';
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const shipped = read(FILE);
const glossaryText = read(GLOSSARY_FILE);
const bank = () => JSON.parse(shipped) as Bank;

/** The studio's server as far as the form reads it: the shipped glossary, lock and the bank's released copy. */
const client = () =>
  fakeStudioClient({
    [FILE]: shipped,
    [GLOSSARY_FILE]: glossaryText,
    [LOCK_FILE]: read(LOCK_FILE),
    'questionnaires/risk-tolerance/versions/1.0.0.json': read('questionnaires/risk-tolerance/versions/1.0.0.json'),
  });

/** The form as the studio holds it: the text in state, each edit of the form written back into it. */
function Held({ initial, texts, via }: { initial: string; texts: string[]; via: StudioClient }) {
  const [text, setText] = useState(initial);
  return (
    <BankForm
      client={via}
      file={FILE}
      text={text}
      onChange={(next) => {
        texts.push(next);
        setText(next);
      }}
    />
  );
}

/** The lines that differ between two texts of the same length in lines. */
const changedLines = (before: string, after: string) => {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
};

describe('a question bank as a form', () => {
  it('writes a Chinese option label typed in the options table on that option’s line alone', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    const question = bank().sections[0]?.questions[0];
    const option = question?.options?.[1];
    if (!question || !option) throw new Error('the first question has options');
    const { t } = renderIn('en', <Held initial={shipped} texts={texts} via={client()} />);
    const card = screen.getByRole('listitem', {
      name: t('studio:bankForm.questions.itemHeading', { number: '1.1', id: question.id }),
    });
    const label = within(card).getByRole('textbox', {
      name: t('studio:bankForm.options.labelOf', { number: 2, lang: t('studio:glossaryForm.lang.zh') }),
    });
    expect(label).toHaveValue(option.label.zh);
    await user.clear(label);
    await user.type(label, '两到五成');

    const last = texts.at(-1) ?? '';
    const edited = bank();
    const target = edited.sections[0]?.questions[0]?.options?.[1];
    if (target) target.label.zh = '两到五成';
    expect(JSON.parse(last)).toEqual(edited);
    expect(changedLines(shipped, last)).toEqual([
      `            { "value": "${option.value}", "label": { "en": ${JSON.stringify(option.label.en)}, "zh": "两到五成" } },`,
    ]);
  });

  it('shows the bank untouched: merely drawing the form writes nothing', async () => {
    const texts: string[] = [];
    renderIn('zh', <Held initial={shipped} texts={texts} via={client()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(texts).toEqual([]);
  });

  it('adds a whole question to a stage, and moves and deletes questions', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    const original = bank();
    const stage = original.sections[0];
    if (!stage) throw new Error('the bank has a stage');
    const ids = stage.questions.map((question) => question.id);
    const { t } = renderIn('en', <Held initial={shipped} texts={texts} via={client()} />);
    const current = () => JSON.parse(texts.at(-1) ?? shipped) as Bank;
    const stageCard = screen.getByRole('listitem', {
      name: t('studio:bankForm.sections.itemHeading', { number: 1, id: stage.id }),
    });

    await user.click(within(stageCard).getByRole('button', { name: t('studio:bankForm.questions.add') }));
    expect(current().sections[0]?.questions.map((question) => question.id)).toEqual([...ids, '']);
    expect(current().sections[0]?.questions.at(-1)).toEqual({
      id: '',
      type: 'text',
      required: false,
      text: { en: '', zh: '' },
    });
    // The other stages are as they were.
    expect(current().sections.slice(1)).toEqual(original.sections.slice(1));

    await user.click(
      screen.getByRole('button', { name: t('studio:bankForm.questions.moveDownLabel', { number: '1.1' }) }),
    );
    expect(current().sections[0]?.questions.map((question) => question.id)).toEqual([
      ids[1],
      ids[0],
      ...ids.slice(2),
      '',
    ]);

    await user.click(
      screen.getByRole('button', { name: t('studio:bankForm.questions.removeLabel', { number: '1.2' }) }),
    );
    expect(current().sections[0]?.questions.map((question) => question.id)).toEqual([ids[1], ...ids.slice(2), '']);
    // The keyboard goes on from the question now in the deleted one's place.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(
        t('studio:bankForm.questions.itemHeading', { number: '1.2', id: ids[2] ?? '' }),
      ),
    );
  });

  it('locks a released option’s value, with the reason, and leaves a new option’s value editable', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    const question = bank().sections[0]?.questions[0];
    if (!question?.options) throw new Error('the first question has options');
    const count = question.options.length;
    const { t } = renderIn('en', <Held initial={shipped} texts={texts} via={client()} />);
    const card = screen.getByRole('listitem', {
      name: t('studio:bankForm.questions.itemHeading', { number: '1.1', id: question.id }),
    });
    const value = (number: number) =>
      within(card).getByRole('textbox', { name: t('studio:bankForm.options.valueLabel', { number }) });
    const reason = t('studio:bankForm.options.locked', { version: '1.0.0' });
    await waitFor(() => expect(value(1)).toHaveAttribute('readonly'));
    expect(value(1)).toHaveAccessibleDescription(reason);
    expect(within(card).getAllByText(reason)).toHaveLength(count);

    await user.click(within(card).getByRole('button', { name: t('studio:bankForm.options.add') }));
    const added = value(count + 1);
    expect(added).not.toHaveAttribute('readonly');
    await user.type(added, 'new');
    expect(JSON.parse(texts.at(-1) ?? '').sections[0].questions[0].options.at(-1)).toEqual({
      value: 'new',
      label: { en: '', zh: '' },
    });
  });

  it('offers the glossary’s term ids once [[ is typed, and writes the one chosen', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    const glossary = JSON.parse(glossaryText) as Glossary;
    const { t } = renderIn('en', <Held initial={shipped} texts={texts} via={client()} />);
    const help = screen.getAllByRole('textbox', {
      name: t('studio:glossaryForm.pairLabel', {
        field: t('studio:bankForm.fields.help'),
        lang: t('studio:glossaryForm.lang.en'),
      }),
    })[0];
    if (!help) throw new Error('the first question has help');
    await user.clear(help);
    // user-event reads `[[` as one `[`: four type two.
    await user.type(help, 'See [[[[');
    const listbox = await screen.findByRole('listbox', { name: t('studio:marks.listLabel') });
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option')).toHaveLength(Math.min(8, glossary.terms.length)),
    );
    const second = glossary.terms[1];
    if (!second) throw new Error('the glossary has two terms');
    await user.type(help, second.id);
    expect(help.getAttribute('aria-activedescendant')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect((help as HTMLTextAreaElement).value).toBe(`See [[${second.id}]]`);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says why it shows no fields while the text is not JSON or not a bank', () => {
    const { t, rerender } = renderIn(
      'en',
      <BankForm client={client()} file={FILE} text={shipped.slice(0, -10)} onChange={() => {}} />,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    rerender(<BankForm client={client()} file={FILE} text={'{ "sections": 3 }'} onChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(t('studio:bankForm.notBank'));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('in the studio: JSON | Form above a bank, and a problem chosen in the form shows it in the JSON view', async () => {
    const user = userEvent.setup();
    const problem = { file: FILE, path: '$.sections[0].questions[0].id', message: 'a problem' };
    const server: StudioClient = {
      ...client(),
      check: async () => ({ ok: true, status: 200, body: { problems: [problem], introduced: [problem] } }),
    };
    const { t } = renderIn('en', <StudioApp client={server} />);
    await user.click(await screen.findByRole('button', { name: FILE }));
    await user.click(await screen.findByRole('radio', { name: t('studio:view.form') }));
    // The bank's title comes first; each stage's follows.
    const titleLabel = t('studio:glossaryForm.pairLabel', {
      field: t('studio:bankForm.fields.title'),
      lang: t('studio:glossaryForm.lang.zh'),
    });
    await screen.findAllByText(titleLabel);
    const [title] = allNamed(titleLabel, 'textbox');
    if (!title) throw new Error('the bank has a title');
    await user.type(title, '！');
    expect(screen.getByText(t('studio:status.unsaved'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('studio:actions.check') }));
    await user.click(await screen.findByRole('button', { name: new RegExp(problem.message) }));
    expect(screen.getByRole('radio', { name: t('studio:view.json') })).toBeChecked();
    const area = await screen.findByRole('textbox', { name: t('studio:editor.label', { file: FILE }) });
    expect((JSON.parse(editorText(area)) as Bank).title.zh).toBe(`${bank().title.zh}！`);
  });
});
