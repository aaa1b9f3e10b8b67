import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, storyT } from '../support';
import { filledAnswers, galleryBank, galleryGlossary, WidgetGallery } from './WidgetGallery';

const meta = {
  title: 'Form/Widgets',
  component: WidgetGallery,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WidgetGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const questions = galleryBank.sections.flatMap((section) => section.questions);
const requiredText = questions.filter((q) => q.required && q.type !== 'checkbox').length;
const requiredLists = questions.filter((q) => q.required && q.type === 'checkbox').length;
/** Questions answered in a text box: single-line text, numbers and long text. */
const textQuestions = questions.filter((q) => q.type === 'text' || q.type === 'number' || q.type === 'textarea').length;

function controls(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    textboxes: canvas.getAllByRole('textbox'),
    select: canvas.getByRole('combobox'),
    radios: canvas.getAllByRole('radio'),
    checkboxes: canvas.getAllByRole('checkbox'),
    date: canvasElement.querySelector('input[type="date"]') as HTMLInputElement,
  };
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { textboxes, select, radios, checkboxes, date } = controls(canvasElement);
    await expect(textboxes).toHaveLength(textQuestions);
    await expect(select).toHaveValue('');
    await expect(date).toHaveValue('');
    for (const radio of radios) await expect(radio).not.toBeChecked();
    for (const box of checkboxes) await expect(box).not.toBeChecked();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const Filled: Story = {
  args: { initialAnswers: filledAnswers },
  play: async ({ canvasElement }) => {
    const { textboxes, select, checkboxes, date } = controls(canvasElement);
    await expect(textboxes[0]).toHaveValue(filledAnswers['tr-name']);
    await expect(select).toHaveValue(filledAnswers['tr-venue']);
    await expect(date).toHaveValue(filledAnswers['tr-date']);
    await expect(checkboxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
  },
};

export const Errors: Story = {
  args: { showRequiredErrors: true },
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const t = storyT(context);
    await expect(canvas.getAllByText(t('form:errors.required'))).toHaveLength(requiredText);
    await expect(canvas.getAllByText(t('form:errors.selectAtLeastOne'))).toHaveLength(requiredLists);
    // Typing an answer clears that field's error at once.
    await userEvent.type(canvas.getAllByRole('textbox')[0] as HTMLElement, 'ETF');
    await expect(canvas.getAllByText(t('form:errors.required'))).toHaveLength(requiredText - 1);
  },
};

export const ReadOnly: Story = {
  args: { initialAnswers: filledAnswers, readOnly: true },
  play: async ({ canvasElement }) => {
    const { textboxes, select, radios, checkboxes, date } = controls(canvasElement);
    for (const field of [...textboxes, select, date]) await expect(field).toBeDisabled();
    for (const choice of [...radios, ...checkboxes]) await expect(choice).toBeDisabled();
  },
};

export const WithGlossaryTerm: Story = {
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const lang = storyLocale(context);
    const doc = canvasElement.ownerDocument;
    const bubbleOf = (term: HTMLElement) => doc.getElementById(term.getAttribute('aria-describedby') ?? '');
    const [slippage, stopLoss] = galleryGlossary.terms;

    // A term in a question text: keyboard focus shows the definition in the story's language.
    const term = canvas.getByRole('button', { name: slippage?.term[lang] });
    await expect(bubbleOf(term)).not.toBeVisible();
    term.focus();
    await waitFor(() => expect(bubbleOf(term)).toBeVisible());
    await expect(bubbleOf(term)).toHaveTextContent(slippage?.definition[lang] ?? '-');
    await expect(term).toHaveAccessibleDescription(expect.stringContaining(slippage?.definition[lang] ?? '-'));

    // A term in an option label: hovering shows it, and clicking it does not tick the option.
    const optionTerm = canvasElement.querySelector<HTMLElement>('[data-glossary-term="stop-loss"]') as HTMLElement;
    await userEvent.hover(optionTerm);
    await expect(bubbleOf(optionTerm)).toBeVisible();
    await expect(bubbleOf(optionTerm)).toHaveTextContent(stopLoss?.definition[lang] ?? '-');
    await userEvent.click(optionTerm);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** A pasted text the store could not keep (an invisible NUL): the field says so before any save is tried. */
export const UnstorableAnswer: Story = {
  args: { initialAnswers: { ...filledAnswers, 'tr-name': 'Acme\u0000 Corp' } },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const [name] = controls(canvasElement).textboxes;
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(t('errors:textHasNul')));
    // Removing the character clears the message at once.
    await userEvent.clear(name as HTMLElement);
    await userEvent.type(name as HTMLElement, 'Acme Corp');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  },
};
