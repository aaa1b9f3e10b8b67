import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioWidget } from '../../src/ui/rjsf-theme/widgets/RadioWidget';
import { WidgetPreview, widgetStories } from '../form/widget-preview';
import { usage } from '../support';

const meta = {
  title: 'Form widgets/RadioWidget',
  component: WidgetPreview,
  parameters: usage(
    'Single choice (question type `radio`): a radio group with arrow-key navigation; the question labels the group, help and error describe it. Glossary terms in the question and the options open their definitions without choosing the option.',
  ),
  args: { widget: RadioWidget, questionId: 'tr-slippage' },
  argTypes: { widget: { control: false }, questionId: { control: false } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = widgetStories('small');

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const RequiredError: Story = stories.RequiredError;
export const ReadOnly: Story = stories.ReadOnly;
export const AnsweredOnPhone: Story = stories.AnsweredOnPhone;
