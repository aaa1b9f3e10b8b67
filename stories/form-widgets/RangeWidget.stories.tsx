import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RangeWidget } from '../../src/ui/rjsf-theme/widgets/RangeWidget';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';
import { ForecastPreview } from './forecast-preview';

const meta = {
  title: 'Form widgets/RangeWidget',
  component: ForecastPreview,
  parameters: usage(
    'A range of two numbers (question type `range`, the forecast stage\'s 80 % range for the return): a fieldset whose legend is the question, with a Low and a High input, each followed by "%", side by side and wrapping under each other where the row is narrow. The answer is `[low, high]` as typed. Ends in the wrong order are flagged as they are typed; a blank or unreadable end is marked once the caller shows errors.',
  ),
  args: { widget: RangeWidget, type: 'range' },
  argTypes: { widget: { control: false }, type: { control: false } },
} satisfies Meta<typeof ForecastPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const ends = (canvasElement: HTMLElement, t: (key: string) => string) => {
  const group = within(canvasElement).getByRole('group');
  return {
    low: within(group).getByRole('textbox', { name: t('form:controls.low') }),
    high: within(group).getByRole('textbox', { name: t('form:controls.high') }),
  };
};

export const Empty: Story = {
  play: async ({ canvasElement, context }) => {
    const { low, high } = ends(canvasElement, storyT(context));
    for (const input of [low, high]) {
      await expect(input).toBeRequired();
      await expect(input).toHaveAccessibleDescription(expect.stringContaining('%'));
    }
  },
};

export const Answered: Story = { args: { value: ['-5', '15'] } };

/** Typed from the keyboard, Tab moving from the low end to the high end: the order is refused at the field at once. */
export const LowAboveHigh: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const { low, high } = ends(canvasElement, t);
    await userEvent.click(low);
    await userEvent.keyboard('20');
    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard('5');
    await expect(within(canvasElement).getByText(t('form:errors.rangeOrder'))).toBeVisible();
    await expect(low).toHaveAttribute('aria-invalid', 'true');
    await expect(high).toHaveAttribute('aria-invalid', 'true');
  },
};

/** After a refused Next: one end left blank is marked, and asked for as a number. */
export const EndMissing: Story = {
  args: { value: ['', '15'], showErrors: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const { low, high } = ends(canvasElement, t);
    await expect(low).toHaveAttribute('aria-invalid', 'true');
    await expect(high).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).getByText(t('form:errors.notANumber'))).toBeVisible();
  },
};

export const RequiredError: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('form:errors.required'))).toBeVisible();
  },
};

/** A locked forecast. */
export const ReadOnly: Story = {
  args: { value: ['-5', '15'], disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toBeDisabled();
  },
};

export const AnsweredOnPhone: Story = { args: { value: ['-5', '15'] }, decorators: [phoneWidth] };

export const LowAboveHighOnPhone: Story = { args: { value: ['20', '5'] }, decorators: [phoneWidth] };
