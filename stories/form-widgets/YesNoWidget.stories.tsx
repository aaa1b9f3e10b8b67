import type { Meta, StoryObj } from '@storybook/react-vite';
import { YesNoWidget } from '../../src/ui/rjsf-theme/widgets/RadioWidget';
import { WidgetPreview, widgetStories } from '../form/widget-preview';
import { usage } from '../support';

const meta = {
  title: 'Form widgets/YesNoWidget',
  component: WidgetPreview,
  parameters: usage('Yes or no (question type `yesno`): the radio pair side by side.'),
  args: { widget: YesNoWidget, questionId: 'tr-again' },
  argTypes: { widget: { control: false }, questionId: { control: false } },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = widgetStories('yes');

export const Empty: Story = stories.Empty;
export const Answered: Story = stories.Answered;
export const RequiredError: Story = stories.RequiredError;
export const ReadOnly: Story = stories.ReadOnly;
export const AnsweredOnPhone: Story = stories.AnsweredOnPhone;
