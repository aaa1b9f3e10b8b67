import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxesWidget } from '../../src/ui/rjsf-theme/widgets/CheckboxesWidget';
import { WidgetPreview, widgetStories } from '../form/widget-preview';
import { usage } from '../support';

const meta = {
  title: 'Form widgets/CheckboxesWidget',
  component: WidgetPreview,
  parameters: usage(
    'Multiple choice (question type `checkbox`): a fieldset whose legend is the question; Space toggles a box; answers keep option order. Required means at least one.',
  ),
  args: { widget: CheckboxesWidget, questionId: 'tr-rules' },
  argTypes: { widget: { control: false }, questionId: { control: false } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = widgetStories(['entry', 'stop']);

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const RequiredError: Story = stories.RequiredError;
export const ReadOnly: Story = stories.ReadOnly;
export const AnsweredOnPhone: Story = stories.AnsweredOnPhone;
