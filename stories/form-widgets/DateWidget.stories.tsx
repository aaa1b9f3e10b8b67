import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateWidget } from '../../src/ui/rjsf-theme/widgets/TextWidget';
import { WidgetPreview, widgetStories } from '../form/widget-preview';
import { usage } from '../support';

const meta = {
  title: 'Form widgets/DateWidget',
  component: WidgetPreview,
  parameters: usage(
    'A date answer (question type `date`): the browser’s date input in the same frame as a text answer.',
  ),
  args: { widget: DateWidget, questionId: 'tr-date' },
  argTypes: { widget: { control: false }, questionId: { control: false } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = widgetStories('2024-03-01');

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const RequiredError: Story = stories.RequiredError;
export const ReadOnly: Story = stories.ReadOnly;
export const AnsweredOnPhone: Story = stories.AnsweredOnPhone;
