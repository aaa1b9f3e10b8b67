import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultEvaluationRules } from '../../src/scoring/default-rules';
import { JournalFilters } from '../../src/ui/dashboard/JournalFilters';
import type { JournalFilter } from '../../src/ui/dashboard/journal-filter';
import { decisionBank } from '../editor/SampleStageForm';
import { phoneWidth } from '../phone';
import { storyLocale, storyT } from '../support';
import { storyRuleText } from './scoringRules';

/** The ratings the shipped evaluation rules define, by their message keys. */
const ratingKeys = defaultEvaluationRules.ratings.map(({ key, label }) => ({ key, label }));

const meta = {
  title: 'Dashboard/JournalFilters',
  component: JournalFilters,
  args: {
    filter: { query: '', status: 'all', stage: null, rating: null, tag: null },
    onChange: fn(),
    stageTitles: [],
    ratings: ratingKeys,
    shown: 40,
    total: 40,
  },
  // The filter is held by the story as the dashboard holds it, so typing and choosing show.
  render: function Render(args, context) {
    const [filter, setFilter] = useState<JournalFilter>(args.filter);
    const text = storyRuleText(context);
    const t = storyT(context);
    const lang = storyLocale(context);
    return (
      <div className="max-w-3xl">
        <JournalFilters
          {...args}
          // The stages of the real questionnaire, in the story's language.
          stageTitles={decisionBank.sections.map((section) => section.title[lang] ?? '')}
          filter={filter}
          ratings={args.ratings.map(({ key, label }) => ({ key, label: text(label) }))}
          // Stories give the error as its message key; the app gives it worded.
          error={args.error ? t(args.error) : null}
          onChange={(next) => {
            setFilter(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof JournalFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: no count, no Clear. */
export const Unfiltered: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: t('dashboard:journal.filter.search') })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: t('dashboard:journal.filter.clear') })).toBeNull();
  },
};

/** Words typed and a status chosen: how many are left, and Clear. */
export const Filtered: Story = {
  args: {
    filter: { query: '护城河', status: 'evaluated', stage: null, rating: 'stable', tag: null },
    shown: 3,
    total: 40,
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('dashboard:journal.filter.shown', { shown: 3, total: 40 }),
    );
    await expect(canvas.getByRole('button', { name: t('dashboard:journal.filter.clear') })).toBeVisible();
  },
};

/** Clear puts every filter back. */
export const Cleared: Story = {
  args: { filter: { query: 'moat', status: 'due', stage: null, rating: null, tag: null }, shown: 1, total: 40 },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:journal.filter.clear') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      query: '',
      status: 'all',
      stage: null,
      rating: null,
      tag: null,
    });
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

/** The results of the latest words have not arrived yet. */
export const Searching: Story = {
  args: {
    filter: { query: 'dividend', status: 'all', stage: null, rating: null, tag: null },
    searching: true,
    shown: 12,
    total: 40,
  },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyT(context)('dashboard:journal.filter.searching'),
    );
  },
};

/** The search failed: the field is marked and the reason shows where the count would. */
export const SearchFailed: Story = {
  args: {
    filter: { query: 'dividend', status: 'all', stage: null, rating: null, tag: null },
    error: 'errors:searchFailed',
  },
  play: async ({ canvasElement, context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyT(context)('errors:searchFailed'));
  },
};

/** A stage keeps the decisions still in progress there; Clear brings every stage back. */
export const ByStage: Story = {
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const stage = canvas.getByRole('combobox', { name: t('dashboard:journal.filter.stage') });
    await userEvent.selectOptions(stage, '4');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      query: '',
      status: 'all',
      stage: 4,
      rating: null,
      tag: null,
    });
    // The choice names the stage by its title in the questionnaire, in the reader's language.
    const title = decisionBank.sections[3]?.title[storyLocale(context)] ?? '';
    await expect((stage as HTMLSelectElement).selectedOptions[0]).toHaveTextContent(title);
    await userEvent.click(canvas.getByRole('button', { name: t('dashboard:journal.filter.clear') }));
    await expect(stage).toHaveValue('');
  },
};

/** Once decisions carry tags, a tag can be chosen: it scopes the journal, its lists and its statistics. */
export const ByTag: Story = {
  args: { tags: ['dividend', 'A股', 'options'] },
  play: async ({ canvasElement, context, args }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const tag = canvas.getByRole('combobox', { name: t('dashboard:journal.filter.tag') });
    await userEvent.selectOptions(tag, 'A股');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      query: '',
      status: 'all',
      stage: null,
      rating: null,
      tag: 'A股',
    });
    await expect(canvas.getByRole('button', { name: t('dashboard:journal.filter.clear') })).toBeVisible();
  },
};

/** Without a tag on any decision there is nothing to choose, so no tag choice shows. */
export const NoTagsYet: Story = {
  play: async ({ canvasElement, context }) => {
    await expect(
      within(canvasElement).queryByRole('combobox', { name: storyT(context)('dashboard:journal.filter.tag') }),
    ).toBeNull();
  },
};

/** On a phone the search takes the whole width and the three choices wrap below it. */
export const OnPhone: Story = {
  decorators: [phoneWidth],
  args: {
    filter: { query: '指数', status: 'inProgress', stage: 3, rating: null, tag: 'dividend' },
    tags: ['dividend', 'A股'],
    shown: 7,
    total: 40,
  },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    await expect(
      within(canvasElement).getByRole('combobox', { name: t('dashboard:journal.filter.status') }),
    ).toHaveValue('inProgress');
  },
};
