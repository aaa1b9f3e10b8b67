import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { Lang } from '../../src/content/types';
import { ChoiceGroup } from '../../src/ui/rjsf-theme/widgets/ChoiceGroup';
import { ChoiceOption } from '../../src/ui/rjsf-theme/widgets/ChoiceOption';
import { galleryGlossary } from '../form/WidgetGallery';
import { galleryWidgetProps } from '../form/widget-preview';
import { phoneWidth } from '../phone';
import { usage } from '../support';

/** The frame alone, around native radio rows of one fixture question, as RadioWidget assembles it. */
function ChoiceGroupPreview({ showError = false, disabled = false }: { showError?: boolean; disabled?: boolean }) {
  const { t, i18n } = useTranslation('form');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const [value, setValue] = useState<unknown>(undefined);
  const props = galleryWidgetProps(lang, t('errors.required'), { questionId: 'tr-slippage', showError, disabled });
  return (
    <div className="max-w-xl">
      <ChoiceGroup props={props} radio>
        {(props.options.enumOptions ?? []).map((option, index) => (
          <ChoiceOption
            key={String(option.value)}
            type="radio"
            id={`${props.id}-${index}`}
            name={props.id}
            checked={value === option.value}
            onChange={() => setValue(option.value)}
            label={option.label}
            glossary={galleryGlossary}
            lang={lang}
            disabled={disabled}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}

const meta = {
  title: 'Form widgets/ChoiceGroup',
  component: ChoiceGroupPreview,
  parameters: usage(
    'The frame of a radio or checkbox question: a native <fieldset> whose <legend> is the question, with help and error below it and in its description. For radios it is the radiogroup that says required and invalid; disabling it disables every option.',
  ),
  args: { showError: false, disabled: false },
} satisfies Meta<typeof ChoiceGroupPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup');
    const [first] = within(group).getAllByRole('radio');
    if (first) await userEvent.click(first);
    await expect(first).toBeChecked();
  },
};

export const RequiredError: Story = {
  args: { showError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const OnPhone: Story = { decorators: [phoneWidth] };
