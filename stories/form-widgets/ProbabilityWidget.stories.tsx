import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProbabilityWidget } from '../../src/ui/rjsf-theme/widgets/ProbabilityWidget';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';
import { ForecastPreview } from './forecast-preview';

const meta = {
  title: 'Form widgets/ProbabilityWidget',
  component: ForecastPreview,
  parameters: usage(
    'A probability in percent (question type `probability`, the forecast stage\'s "how likely"): a text input kept as typed, with a decimal keypad on phones and a "%" unit that the input names as its description. A whole number outside 0–100 is flagged as it is typed; a blank or unreadable answer is marked once the caller shows errors. No slider: its resting thumb would look like an answer.',
  ),
  args: { widget: ProbabilityWidget, type: 'probability' },
  argTypes: { widget: { control: false }, type: { control: false } },
} satisfies Meta<typeof ForecastPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('%'));
  },
};

export const Answered: Story = { args: { value: '65' } };

/** Typed from the keyboard past 100: the message shows at the field at once. */
export const OutOfRange: Story = {
  play: async ({ canvasElement, context }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('120');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(storyT(context)('form:errors.probabilityOutOfRange'))).toBeVisible();
  },
};

/** After a refused Next: a word where a number should be. */
export const NotANumber: Story = {
  args: { value: 'likely', showErrors: true },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(storyT(context)('form:errors.notANumber'))).toBeVisible();
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
  args: { value: '65', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const OutOfRangeOnPhone: Story = { args: { value: '120' }, decorators: [phoneWidth] };
