import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LIMITS } from '../../src/data/limits';
import { DecisionNameField } from '../../src/ui/editor/DecisionNameField';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const meta = {
  title: 'Editor/DecisionNameField',
  component: DecisionNameField,
  parameters: usage(
    'The decision\'s required name at the top of the editor. Red asterisk for the eye, `required` for screen readers; `invalid` (after a refused Next) shows the red border and "Please enter decision name". The store\'s length limit is checked while typing. Disabled for evaluated (read-only) decisions.',
  ),
  args: { value: '', onChange: fn(), invalid: false, disabled: false },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="max-w-md">
        <DecisionNameField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof DecisionNameField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, context }) => {
    const input = within(canvasElement).getByRole('textbox', { name: storyT(context)('editor:name.label') });
    await expect(input).toBeRequired();
    await userEvent.type(input, 'ETF');
    await expect(args.onChange).toHaveBeenLastCalledWith('ETF');
  },
};

export const Filled: Story = { args: { value: 'Add to CSI 300 index fund' } };

/** Next was refused with the name missing. */
export const Missing: Story = {
  args: { invalid: true },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const input = within(canvasElement).getByRole('textbox', { name: t('editor:name.label') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t('editor:name.required'));
  },
};

/** Longer than the store keeps: the limit shows while typing, on a phone. */
export const TooLongOnPhone: Story = {
  args: { value: '长'.repeat(LIMITS.decisionName + 1) },
  decorators: [phoneWidth],
  play: async ({ canvasElement, context }) => {
    const input = within(canvasElement).getByRole('textbox', { name: storyT(context)('editor:name.label') });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An evaluated decision: read-only. */
export const Disabled: Story = { args: { value: 'Add to CSI 300 index fund', disabled: true } };
