import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import evaluationRules from '../../scoring-rules/decision-evaluation.json';
import riskRules from '../../scoring-rules/risk-tolerance.json';
import { getBank } from '../../src/content/registry';
import { ConditionEditor, type VarChoice } from '../../src/studio/ConditionEditor';
import type { Json } from '../../src/studio/condition-tree';
import { conditionVars } from '../../src/studio/RulesForm';
import { storyT } from '../support';

type Rule = { name: string; when?: Json };
const evaluation = evaluationRules as unknown as Record<string, unknown> & {
  bank: string;
  stages: Record<string, { rules: Rule[] }>;
};
const risk = riskRules as unknown as Record<string, unknown> & { bank: string; adjustments: { when: Json }[] };

/** The first rule of the decision evaluation whose condition groups conditions, from the shipped file. */
const grouped = Object.values(evaluation.stages)
  .flatMap((stage) => stage.rules)
  .find((rule) => typeof rule.when === 'object' && rule.when !== null && 'and' in rule.when)?.when;
const evaluationVars = conditionVars(evaluation, getBank(evaluation.bank));
const riskVars = conditionVars(risk, getBank(risk.bank));

/** The editor as a form holds it: the condition in state, and as JSON-Logic under it. */
function Held({ initial, vars }: { initial: Json | undefined; vars: readonly VarChoice[] }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="max-w-3xl space-y-3">
      <ConditionEditor value={value} onChange={setValue} vars={vars} label="when" />
      <pre
        data-testid="json"
        className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs dark:bg-slate-800"
      >
        {JSON.stringify(value)}
      </pre>
    </div>
  );
}

const meta = {
  title: 'Studio/ConditionEditor',
  component: ConditionEditor,
  args: { value: grouped, onChange: () => {}, vars: evaluationVars, label: 'when' },
  render: (args) => <Held initial={args.value} vars={args.vars} />,
} satisfies Meta<typeof ConditionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shipped rule's conditions that must all hold; its operator switched to any. */
export const Group: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const operator = canvas.getByRole('combobox', { name: t('studio:conditionEditor.groupLabel', { place: '1' }) });
    await userEvent.selectOptions(operator, 'or');
    await expect(canvas.getByTestId('json')).toHaveTextContent(/^\{"or":/);
  },
};

/** Arithmetic the editor cannot draw (the risk rules' first adjustment): a JSON box; invalid JSON there changes nothing. */
export const RawPart: Story = {
  args: { value: risk.adjustments[0]?.when, vars: riskVars },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const before = canvas.getByTestId('json').textContent;
    const side = t('studio:conditionEditor.left', { place: '1.2' });
    const raw = canvas.getByRole('textbox', { name: t('studio:conditionEditor.rawLabel', { side }) });
    await userEvent.type(raw, '{{');
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByTestId('json').textContent).toBe(before);
  },
};

/** A rule with no condition: it always holds, until one is added. */
export const NoCondition: Story = {
  args: { value: undefined },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('studio:conditionEditor.none'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('studio:conditionEditor.addFirst') }));
    await expect(canvas.getByTestId('json')).toHaveTextContent(/^\{"==":/);
  },
};
