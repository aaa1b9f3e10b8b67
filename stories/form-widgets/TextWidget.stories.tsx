import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextWidget } from '../../src/ui/rjsf-theme/widgets/TextWidget';
import { WidgetPreview, widgetStories } from '../form/widget-preview';
import { usage } from '../support';

const meta = {
  title: 'Form widgets/TextWidget',
  component: WidgetPreview,
  parameters: usage(
    'Single-line text answer (question type `text`): the question as label with glossary terms, help below it, the error under the field; the store’s length limit shows while typing.',
  ),
  args: { widget: TextWidget, questionId: 'tr-name' },
  argTypes: { widget: { control: false }, questionId: { control: false } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = widgetStories('CSI 300 ETF');

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const RequiredError: Story = stories.RequiredError;
export const ReadOnly: Story = stories.ReadOnly;
export const AnsweredOnPhone: Story = stories.AnsweredOnPhone;
