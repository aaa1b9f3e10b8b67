import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextareaWidget } from '../../src/ui/rjsf-theme/widgets/TextareaWidget';
import { WidgetPreview, widgetStories } from '../form/widget-preview';
import { usage } from '../support';

const meta = {
  title: 'Form widgets/TextareaWidget',
  component: WidgetPreview,
  parameters: usage('Free-text answer over several lines (question type `textarea`), resizable vertically.'),
  args: { widget: TextareaWidget, questionId: 'tr-lesson' },
  argTypes: { widget: { control: false }, questionId: { control: false } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = widgetStories('Waited for the pullback as planned; the position size kept the loss small.');

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const RequiredError: Story = stories.RequiredError;
export const ReadOnly: Story = stories.ReadOnly;
export const AnsweredOnPhone: Story = stories.AnsweredOnPhone;
