import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Bank, Glossary } from '../content/types';
import { defaultEvaluationRules, defaultRiskRules } from '../scoring/default-rules';
import { evaluateDecision } from '../scoring/evaluate-decision';
import { stageKeys } from '../scoring/finalize';
import { scoreRiskTolerance } from '../scoring/risk-tolerance';
import { ruleText } from '../scoring/rule-messages';
import { repoRoot } from '../scoring/testing/decision-answers';
import { renderIn } from '../ui/form/test-render';
import { PreviewPanel } from './PreviewPanel';
import { sampleAnswers } from './sample-answers';
import type { StudioClient } from './studio-client';

const RISK = 'questionnaires/risk-tolerance/bank.json';
const DECISION = 'questionnaires/decision-checkpoint/bank.json';
const GLOSSARY = 'questionnaires/glossary.json';
const REVIEW = 'questionnaires/decision-review/bank.json';
const onDisk = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** The studio's server as a stand-in: the repository's files, the shipped rules. */
function client(): StudioClient {
  const ok = <T,>(body: T) => Promise.resolve({ ok: true as const, status: 200, body });
  return {
    listFiles: () => ok({ files: [DECISION, GLOSSARY, RISK, REVIEW] }),
    readFile: (file) => ok({ path: file, text: onDisk(file) }),
    check: () => ok({ problems: [], introduced: [] }),
    write: () => ok({ saved: true, problems: [], introduced: [] }),
    rules: () => ok({ usable: true as const, evaluation: defaultEvaluationRules, risk: defaultRiskRules }),
    // The preview asks for neither: it scores with the rules on disk.
    rulesAt: () => Promise.reject(new Error('the preview does not read rules at a revision')),
    impactData: () => Promise.reject(new Error('the preview does not read the impact data')),
    changes: () => Promise.reject(new Error('the preview does not read the changes')),
    bump: () => Promise.reject(new Error('the preview does not suggest versions')),
    release: () => Promise.reject(new Error('the preview does not release')),
  };
}

const frame = () => screen.getByRole('region', { name: 'The stage as investors see it' });

describe('the studio preview', () => {
  it('shows an option label edited in Chinese, as typed, in a Chinese frame', async () => {
    const text = onDisk(RISK);
    const bank = JSON.parse(text) as Bank;
    const label = bank.sections[0]?.questions[0]?.options?.[0]?.label.zh ?? '';
    const edited = text.replace(JSON.stringify(label), JSON.stringify('改过的选项文字'));
    expect(edited).not.toBe(text);

    const ui = (typed: string) => (
      <PreviewPanel client={client()} file={RISK} text={typed} initialLang="zh" settleMs={0} />
    );
    const { rerender } = renderIn('en', ui(text));
    expect(await within(frame()).findByText(label)).toBeInTheDocument();
    expect(frame()).toHaveAttribute('lang', 'zh-CN');
    rerender(ui(edited));
    expect(await within(frame()).findByText('改过的选项文字')).toBeInTheDocument();
    expect(within(frame()).queryByText(label)).toBeNull();
  });

  it('waits for typing to pause before it redraws the form', async () => {
    const text = onDisk(RISK);
    const title = (JSON.parse(text) as Bank).sections[0]?.title.en ?? '';
    const edited = text.replace(JSON.stringify(title), JSON.stringify('Edited title'));
    const ui = (typed: string) => <PreviewPanel client={client()} file={RISK} text={typed} initialLang="en" />;
    const { rerender } = renderIn('en', ui(text));
    expect(await within(frame()).findByRole('heading', { name: title })).toBeInTheDocument();
    rerender(ui(edited));
    expect(within(frame()).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(await within(frame()).findByRole('heading', { name: 'Edited title' })).toBeInTheDocument();
  });

  it('fills sample answers and shows the evaluation the scoring gives them, rule by rule', async () => {
    const text = onDisk(DECISION);
    const bank = JSON.parse(text) as Bank;
    renderIn('en', <PreviewPanel client={client()} file={DECISION} text={text} initialLang="en" settleMs={0} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fill with sample answers' }));

    const answers = sampleAnswers(bank, 1);
    const expected = evaluateDecision({ name: 'Sample decision', answers }, bank, defaultEvaluationRules, '');
    const outcome = await within(frame()).findByTestId('preview-outcome');
    expect(outcome).toHaveTextContent(`Total score ${expected.totalScore} / 100`);
    expect(outcome).toHaveTextContent(ruleText(`evaluation.rating.${expected.rating}.label`, 'en'));
    for (const [index, key] of stageKeys(defaultEvaluationRules).entries()) {
      const row = within(outcome).getByText(`${key}. ${bank.sections[index]?.title.en}`).closest('li') as HTMLElement;
      expect(row).toHaveTextContent(`${expected.stageScores[key].score} / 100`);
    }
    const contributions = screen.getByRole('heading', { name: 'What each rule contributed' });
    expect(contributions).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Stage 1 · weight ${expected.stageScores['1'].weight}%`))).toBeInTheDocument();
  });

  it('fills a date question with a day the date control shows', async () => {
    const text = onDisk(REVIEW);
    const bank = JSON.parse(text) as Bank;
    const section = bank.sections.findIndex((candidate) => candidate.questions.some((q) => q.type === 'date'));
    const question = bank.sections[section]?.questions.find((q) => q.type === 'date');
    // The question is optional, so some draws leave it out: the first seed that answers it.
    const id = question?.id ?? '';
    const seed = Array.from({ length: 50 }, (_, index) => index + 1).find(
      (n) => sampleAnswers(bank, n)[id] !== undefined,
    );
    const drawn = sampleAnswers(bank, seed ?? 1)[id];
    expect(drawn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    renderIn(
      'en',
      <PreviewPanel client={client()} file={REVIEW} text={text} initialLang="en" settleMs={0} seed={seed} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Fill with sample answers' }));
    const control = await within(frame()).findByLabelText(new RegExp(question?.text.en ?? ''));
    await waitFor(() => expect(control).toHaveValue(drawn));
  });

  it('fills an assessment and shows the risk type the scoring gives it', async () => {
    const text = onDisk(RISK);
    const bank = JSON.parse(text) as Bank;
    renderIn('zh', <PreviewPanel client={client()} file={RISK} text={text} initialLang="zh" settleMs={0} />);
    await userEvent.click(await screen.findByRole('button', { name: '填入示例答案' }));

    const expected = scoreRiskTolerance(sampleAnswers(bank, 1), defaultRiskRules);
    const outcome = await screen.findByTestId('preview-outcome');
    expect(outcome).toHaveTextContent(`${expected.score} / 100`);
    expect(outcome).toHaveTextContent(ruleText(expected.name, 'zh'));
    expect(screen.getByRole('table', { name: '每个答案的得分' })).toBeInTheDocument();
  });

  it('keeps the last good preview and says why while the text is not JSON or breaks the schema', async () => {
    const text = onDisk(RISK);
    const bank = JSON.parse(text) as Bank;
    const title = bank.sections[0]?.title.en ?? '';
    const ui = (typed: string) => (
      <PreviewPanel client={client()} file={RISK} text={typed} initialLang="en" settleMs={0} />
    );
    const { rerender } = renderIn('en', ui(text));
    expect(await within(frame()).findByRole('heading', { name: title })).toBeInTheDocument();

    rerender(ui(text.slice(0, -20)));
    expect(await screen.findByText(/^Not valid JSON yet:/)).toBeInTheDocument();
    expect(screen.getByText('The preview shows the last valid version of this file.')).toBeInTheDocument();
    expect(within(frame()).getByRole('heading', { name: title })).toBeInTheDocument();

    const noKind = JSON.stringify({ ...bank, kind: undefined }, null, 2);
    rerender(ui(noKind));
    expect(await screen.findByText('The file breaks its schema at $.kind: missing "kind"')).toBeInTheDocument();
    expect(within(frame()).getByRole('heading', { name: title })).toBeInTheDocument();

    rerender(ui(text));
    await waitFor(() => expect(screen.queryByText(/^The file breaks its schema/)).toBeNull());
  });

  it('with the glossary open, shows a bank from disk with the glossary as typed', async () => {
    const text = onDisk(GLOSSARY);
    const glossary = JSON.parse(text) as Glossary;
    const term = glossary.terms.find(({ id }) => id === 'emergency-fund')?.term.zh ?? '';
    const edited = text.replace(JSON.stringify(term), JSON.stringify('救急钱'));
    expect(edited).not.toBe(text);
    renderIn('en', <PreviewPanel client={client()} file={GLOSSARY} text={edited} initialLang="zh" settleMs={0} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Bank shown with this glossary' }), RISK);
    expect(await within(frame()).findByText('救急钱')).toBeInTheDocument();
    expect(within(frame()).queryByText(term)).toBeNull();
  });

  it('asks for a bank while none is open', () => {
    renderIn('en', <PreviewPanel client={client()} file={undefined} text="" />);
    expect(screen.getByText(/^Open a question bank to preview it/)).toBeInTheDocument();
  });
});
