import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import type { Lang } from '../../src/content/types';
import { textControl } from '../../src/ui/rjsf-theme/styles';
import { ControlField } from '../../src/ui/rjsf-theme/widgets/ControlField';
import { textControlProps } from '../../src/ui/rjsf-theme/widgets/widget-texts';
import { galleryWidgetProps } from '../form/widget-preview';
import { usage } from '../support';

function Preview({ showError }: { showError: boolean }) {
  const { t, i18n } = useTranslation('form');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const props = galleryWidgetProps(lang, t('errors.required'), { questionId: 'tr-name', showError });
  return (
    <div className="max-w-xl">
      <ControlField props={props}>
        <input {...textControlProps(props)} className={textControl} />
      </ControlField>
    </div>
  );
}

const meta = {
  title: 'Form widgets/ControlField',
  component: ControlField,
  parameters: usage(
    'The frame of a single-control question (text, textarea, select, date): label, help, the control, the error. The label points at the control by id, and the control (given `textControlProps`) names help and error in its aria-describedby. The widgets pass the control as children.',
  ),
  args: { props: {} as never, children: null },
  argTypes: { props: { control: false }, children: { control: false } },
  render: () => <Preview showError={false} />,
} satisfies Meta<typeof ControlField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelp: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription();
  },
};

export const WithError: Story = { render: () => <Preview showError /> };
