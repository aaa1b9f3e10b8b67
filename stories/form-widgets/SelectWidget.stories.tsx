import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectWidget } from '../../src/ui/rjsf-theme/widgets/SelectWidget';
import { WidgetPreview, widgetStories } from '../form/widget-preview';
import { usage } from '../support';

const meta = {
  title: 'Form widgets/SelectWidget',
  component: WidgetPreview,
  parameters: usage(
    'A native dropdown (question type `select`), best on phones and with screen readers. Native options cannot hold glossary tooltips, so option labels show as plain text: use radio when an option’s term needs explaining.',
  ),
  args: { widget: SelectWidget, questionId: 'tr-venue' },
  argTypes: { widget: { control: false }, questionId: { control: false } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = widgetStories('broker-app');

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const RequiredError: Story = stories.RequiredError;
export const ReadOnly: Story = stories.ReadOnly;
export const AnsweredOnPhone: Story = stories.AnsweredOnPhone;
