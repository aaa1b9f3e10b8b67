import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeStudioClient } from '../../stories/studio/fake-studio-client';
import { getBank } from '../content/registry';
import { repoRoot } from '../scoring/testing/decision-answers';
import { renderIn } from '../ui/form/test-render';
import { named } from './form-testing';
import { editorText } from './json-editor-testing';
import { conditionVars, hasRulesForm, RulesForm } from './RulesForm';
import { StudioApp } from './StudioApp';

const EVALUATION = 'scoring-rules/decision-evaluation.json';
const RISK = 'scoring-rules/risk-tolerance.json';
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const rulesFiles = fs
  .readdirSync(path.join(repoRoot, 'scoring-rules'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => `scoring-rules/${name}`);

/** The form as the studio holds it: the text in state, each edit of the form written back into it. */
function Held({ initial, texts }: { initial: string; texts: string[] }) {
  const [text, setText] = useState(initial);
  return (
    <RulesForm
      text={text}
      onChange={(next) => {
        texts.push(next);
        setText(next);
      }}
    />
  );
}

/** The lines of `after` that differ from `before` (the texts have as many lines). */
const changedLines = (before: string, after: string) =>
  after.split('\n').filter((line, index) => line !== before.split('\n')[index]);

type Rule = { name: string; when?: unknown };
type Evaluation = { stages: Record<string, { weight: number; rules: Rule[] }> };

describe('a scoring-rules file as a form', () => {
  it('offers the form for every rules file and no schema', () => {
    expect(rulesFiles.every(hasRulesForm)).toBe(true);
    expect(hasRulesForm('scoring-rules/schema/risk-tolerance.schema.json')).toBe(false);
    expect(hasRulesForm('questionnaires/glossary.json')).toBe(false);
  });

  it.each(rulesFiles)('draws %s with no change to its text, and no alert', (file) => {
    const texts: string[] = [];
    renderIn('en', <Held initial={read(file)} texts={texts} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(texts).toEqual([]);
  });

  it('writes a stage weight changed in the form into exactly that line of the text', () => {
    const shipped = read(EVALUATION);
    const texts: string[] = [];
    const { container } = renderIn('en', <Held initial={shipped} texts={texts} />);
    const weight = container.querySelector<HTMLInputElement>('#rules-form_stages_2_weight');
    if (!weight) throw new Error('stage 2 has a weight field');
    const before = (JSON.parse(shipped) as Evaluation).stages['2']?.weight;
    expect(weight).toHaveValue(String(before));
    fireEvent.change(weight, { target: { value: '0.42' } });
    const last = texts.at(-1) ?? '';
    expect((JSON.parse(last) as Evaluation).stages['2']?.weight).toBe(0.42);
    expect(changedLines(shipped, last)).toEqual([`      "weight": 0.42,`]);
  });

  it("writes a comparison's value changed in the condition editor into the rule's when", async () => {
    const user = userEvent.setup();
    const shipped = read(EVALUATION);
    const rules = (JSON.parse(shipped) as Evaluation).stages['1']?.rules ?? [];
    const index = rules.findIndex((rule) => JSON.stringify(rule.when).startsWith('{"==":[{"var":'));
    const rule = rules[index];
    if (!rule) throw new Error('stage 1 has a rule comparing an answer with a value');
    const texts: string[] = [];
    const { t } = renderIn('en', <Held initial={shipped} texts={texts} />);
    const card = named(
      t('studio:rulesForm.itemHeading', { list: 'rules', number: index + 1, name: rule.name }),
      'listitem',
    );
    const value = named(
      t('studio:conditionEditor.valueLabel', { side: t('studio:conditionEditor.right', { place: '1' }) }),
      'combobox',
      card,
    );
    await user.clear(value);
    await user.paste('short');
    const [, [variable]] = Object.entries(rule.when as Record<string, unknown[]>)[0] ?? ['', []];
    const edited = (JSON.parse(texts.at(-1) ?? '') as Evaluation).stages['1']?.rules[index];
    expect(edited).toEqual({ ...rule, when: { '==': [variable, 'short'] } });
  });

  it('shows arithmetic it cannot draw as raw JSON; invalid JSON there leaves the file alone and says why', async () => {
    const user = userEvent.setup();
    const shipped = read(RISK);
    const texts: string[] = [];
    const { t } = renderIn('zh', <Held initial={shipped} texts={texts} />);
    const side = t('studio:conditionEditor.left', { place: '1.2' });
    const raw = named(t('studio:conditionEditor.rawLabel', { side }), 'textbox');
    expect(JSON.parse((raw as HTMLTextAreaElement).value)).toEqual({ '*': [3, { var: 'categories.financial' }] });

    await user.clear(raw);
    await user.paste('{"*": [4');
    expect(texts).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      t('studio:conditionEditor.rawInvalid', { message: '' }).slice(0, 6),
    );
    expect(raw).toHaveAttribute('aria-invalid', 'true');

    await user.paste(', {"var": "categories.financial"}]}');
    expect(screen.queryByRole('alert')).toBeNull();
    const adjustment = (JSON.parse(texts.at(-1) ?? '') as { adjustments: { when: unknown }[] }).adjustments[0];
    expect(adjustment?.when).toEqual({
      and: [
        { '==': [{ var: 'answers.goal-1' }, 'progressive'] },
        { '<': [{ '*': [4, { var: 'categories.financial' }] }, 30] },
      ],
    });
  });

  it('offers the answers of the bank the file names, its patterns and what the file reads', () => {
    const rules = JSON.parse(read(EVALUATION)) as Record<string, unknown>;
    const bank = getBank(String(rules.bank));
    const vars = conditionVars(rules, bank).map((choice) => choice.path);
    const firstQuestion = bank?.sections[0]?.questions[0]?.id;
    expect(vars).toContain(`answers.${firstQuestion}`);
    expect(vars).toContain(`patterns.${Object.keys(rules.patterns as object).find((key) => !key.startsWith('$'))}`);
    expect(vars).toContain('minFilledLength');
    expect(new Set(vars).size).toBe(vars.length);
  });

  it('shows no fields while the text is not JSON or not a rules file', () => {
    const { t, rerender } = renderIn('en', <RulesForm text={read(RISK).slice(0, -20)} onChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      t('studio:rulesForm.invalidJson', { message: '' }).slice(0, 10),
    );
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    rerender(<RulesForm text={'{ "$schema": "./schema/none.schema.json" }'} onChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(t('studio:rulesForm.notRules'));
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('in the studio: JSON | Form above a rules file, one text under both views', async () => {
    const user = userEvent.setup();
    const text = read(RISK);
    const { t } = renderIn('en', <StudioApp client={fakeStudioClient({ [RISK]: text })} />);
    await user.click(await screen.findByRole('button', { name: RISK }));
    await user.click(await screen.findByRole('radio', { name: t('studio:view.form') }));
    expect(await screen.findByRole('heading', { name: t('studio:rulesForm.heading') })).toBeInTheDocument();
    const [negate] = screen.getAllByRole('button', { name: t('studio:conditionEditor.negate', { place: '1' }) });
    if (!negate) throw new Error('the risk rules have a condition');
    await user.click(negate);
    await user.click(screen.getByRole('radio', { name: t('studio:view.json') }));
    const area = screen.getByRole('textbox', { name: t('studio:editor.label', { file: RISK }) });
    const before = (JSON.parse(text) as { adjustments: { when: unknown }[] }).adjustments[0]?.when;
    await waitFor(() =>
      expect((JSON.parse(editorText(area)) as { adjustments: { when: unknown }[] }).adjustments[0]?.when).toEqual({
        '!': before,
      }),
    );
  });
});
