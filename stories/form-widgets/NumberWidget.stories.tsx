import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberWidget } from '../../src/ui/rjsf-theme/widgets/TextWidget';
import { WidgetPreview, widgetStories } from '../form/widget-preview';
import { usage } from '../support';

const meta = {
  title: 'Form widgets/NumberWidget',
  component: WidgetPreview,
  parameters: usage(
    'A number answer (question type `number`), kept as the text typed so nothing half-typed is wiped; phones show a decimal keypad. An answer that is not a number is marked once the caller shows errors.',
  ),
  args: { widget: NumberWidget, questionId: 'tr-return' },
  argTypes: { widget: { control: false }, questionId: { control: false } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = widgetStories('-3.5');

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const RequiredError: Story = stories.RequiredError;
export const ReadOnly: Story = stories.ReadOnly;
export const AnsweredOnPhone: Story = stories.AnsweredOnPhone;
