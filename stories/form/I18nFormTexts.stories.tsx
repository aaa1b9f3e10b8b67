import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { requireBankOfKind } from '../../src/content/registry';
import { I18nFormTexts } from '../../src/ui/form/I18nFormTexts';
import { QuestionForm } from '../../src/ui/form/QuestionForm';
import { storyT, usage } from '../support';

/** The first stage of the decision bank, unanswered, with its required-answer errors showing. */
function FormWithAppTexts() {
  return (
    <I18nFormTexts>
      <div className="max-w-2xl">
        <QuestionForm
          bank={requireBankOfKind('decision')}
          sectionIndex={0}
          answers={{}}
          onChange={() => {}}
          showRequiredErrors
        />
      </div>
    </I18nFormTexts>
  );
}

const meta = {
  title: 'Form/I18nFormTexts',
  component: FormWithAppTexts,
  parameters: usage(
    "How the app hands the form engine its own words: the form reads them through a small context, not i18next, and this provider fills that context from the app's i18next, in the UI language. Here the required-answer errors come out in the story's language.",
  ),
} satisfies Meta<typeof FormWithAppTexts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredErrorsInTheUiLanguage: Story = {
  play: async ({ canvasElement, context }) => {
    const errors = within(canvasElement).getAllByText(storyT(context)('form:errors.required'));
    await expect(errors.length).toBeGreaterThan(0);
  },
};
