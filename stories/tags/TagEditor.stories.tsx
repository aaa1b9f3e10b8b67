import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LIMITS } from '../../src/data/limits';
import { TagEditor, type TagEditorProps } from '../../src/ui/tags/TagEditor';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

/** The editor as a page holds it: each change shown at once, as the container does while it saves. */
function Held(props: TagEditorProps) {
  const [tags, setTags] = useState<readonly string[]>(props.tags);
  return (
    <div className="max-w-xl">
      <TagEditor
        {...props}
        tags={tags}
        onChange={(next) => {
          setTags(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

/** The field is a combobox while it has suggestions to offer, a plain textbox otherwise: found by its label. */
const tagField = (canvas: ReturnType<typeof within>, t: ReturnType<typeof storyT>) =>
  canvas.getByLabelText(t('editor:tags.label'), { selector: 'input' });

const meta = {
  title: 'Tags/TagEditor',
  component: TagEditor,
  parameters: usage(
    "A decision's tags: chips with a remove button each, a field that adds a tag on Enter or a comma (either width), the investor's other tags suggested while typing, and whether the tags are saved (Saving…, Saved, Not saved with Retry). Tags beyond the limits are refused with a message naming the limit.",
  ),
  args: {
    tags: ['dividend', 'A-shares'],
    suggestions: ['options', 'dividend', '港股', 'A-shares'],
    status: 'idle',
    error: null,
    onChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Held {...args} />,
} satisfies Meta<typeof TagEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByText(storyT(context)('editor:tags.none'))).toBeVisible();
  },
};

/** Typed words become tags on Enter or a comma, trimmed, a tag already on added once. */
export const AddByKeyboard: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const field = tagField(canvas, t);
    await userEvent.click(field);
    await userEvent.type(field, '  options {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['dividend', 'A-shares', 'options']);
    await userEvent.type(field, '港股，Dividend,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['dividend', 'A-shares', 'options', '港股']);
    await expect(field).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t('editor:tags.remove', { tag: '港股' }) })).toBeVisible();
  },
};

/** Each chip's remove button is reached with Tab and pressed with Enter. */
export const RemoveByKeyboard: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    await userEvent.tab();
    const remove = within(canvasElement).getByRole('button', { name: t('editor:tags.remove', { tag: 'dividend' }) });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['A-shares']);
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyT(context)('editor:saveStatus.saving'),
    );
  },
};

export const Saved: Story = { args: { status: 'saved' } };

export const NotSaved: Story = {
  args: { status: 'failed' },
  render: (args, context) => <Held {...args} error={storyT(context)('errors:tagsSaveFailed')} />,
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('errors:tagsSaveFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('editor:saveStatus.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At the limit a further tag is refused, saying how many a decision may have; the typing stays. */
export const AtTheLimit: Story = {
  args: { tags: Array.from({ length: LIMITS.decisionTags }, (_, i) => `tag ${i + 1}`) },
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const field = tagField(canvas, t);
    await userEvent.type(field, 'one more{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(field).toHaveValue('one more');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(t('errors:tooManyTags', { max: LIMITS.decisionTags })),
    );
  },
};

/** A tag too long is refused, naming it and the limit. */
export const TooLong: Story = {
  play: async ({ canvasElement, args, context }) => {
    const t = storyT(context);
    const long = '长'.repeat(LIMITS.tagLength + 1);
    const field = tagField(within(canvasElement), t);
    await userEvent.click(field);
    await userEvent.paste(long);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(canvasElement).getByText(t('errors:tagTooLong', { max: LIMITS.tagLength, tag: long })),
    ).toBeVisible();
  },
};

/** Many long tags on a phone: the chips wrap, a long one breaks inside itself, the status stays readable. */
export const ManyOnPhone: Story = {
  args: {
    tags: ['dividend', 'A-shares', '港股通 高股息 红利 策略组合', 'long-term core holding of the family', 'options'],
    status: 'failed',
  },
  render: (args, context) => <Held {...args} error={storyT(context)('errors:saveConnection')} />,
  decorators: [phoneWidth],
};
