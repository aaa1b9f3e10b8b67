import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldTemplate } from '../../src/ui/rjsf-theme/templates/FieldTemplate';
import { Nothing } from '../../src/ui/rjsf-theme/templates/Nothing';
import { ObjectFieldTemplate } from '../../src/ui/rjsf-theme/templates/ObjectFieldTemplate';
import { TextWidget } from '../../src/ui/rjsf-theme/widgets/TextWidget';
import { WidgetPreview } from '../form/widget-preview';
import { usage } from '../support';

const field = (questionId: 'tr-name' | 'tr-date', hidden = false) =>
  ({
    fieldPathId: { path: ['root', questionId] },
    hidden,
    children: <WidgetPreview widget={TextWidget} questionId={questionId} />,
  }) as unknown as FieldTemplateProps;

const meta = {
  title: 'Form widgets/Templates',
  component: ObjectFieldTemplate,
  parameters: usage(
    "The RJSF templates of the theme. ObjectFieldTemplate lays a section's questions one under another; FieldTemplate wraps each question in an element the form finds by question id (to scroll to and focus it), and hides hidden ones; Nothing stands in for the templates the widgets draw themselves (field help, errors, titles) and for the error list and submit button, which belong to the editor.",
  ),
  args: {
    properties: [
      { name: 'tr-name', hidden: false, content: <FieldTemplate {...field('tr-name')} /> },
      { name: 'tr-date', hidden: false, content: <FieldTemplate {...field('tr-date')} /> },
    ],
  } as unknown as ObjectFieldTemplateProps,
  argTypes: { properties: { control: false } },
} satisfies Meta<typeof ObjectFieldTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ObjectFieldTemplate with two questions, each in its FieldTemplate. */
export const Section: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-question-id]')).toHaveLength(2);
  },
};

/** A hidden question stays in the DOM, hidden. */
export const HiddenField: Story = {
  render: () => <FieldTemplate {...field('tr-name', true)} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[hidden]')).not.toBeNull();
  },
};

/** Nothing renders nothing. */
export const NothingTemplate: Story = {
  render: () => (
    <div data-testid="nothing">
      <Nothing />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="nothing"]')).toBeEmptyDOMElement();
  },
};
