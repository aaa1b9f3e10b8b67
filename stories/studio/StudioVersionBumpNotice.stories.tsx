import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BankVersionStatus } from '../../src/studio/studio-api-types';
import { VersionBumpNotice } from '../../src/studio/VersionBumpNotice';
import { storyT } from '../support';

const CHANGED_IN_PLACE: BankVersionStatus = {
  id: 'risk-tolerance',
  file: 'questionnaires/risk-tolerance/bank.json',
  version: '1.0.0',
  released: '1.0.0',
  changedInPlace: true,
  bump: 'patch',
  suggested: '1.0.1',
  hunks: [],
};

const meta = {
  title: 'Studio/VersionBumpNotice',
  component: VersionBumpNotice,
  args: { status: CHANGED_IN_PLACE, busy: false, onAccept: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VersionBumpNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wording fix under the released version: a patch suggested, accepted from the keyboard. */
export const ChangedInPlace: Story = {
  play: async ({ args, canvasElement, context }) => {
    const t = storyT(context);
    within(canvasElement)
      .getByRole('button', { name: t('studio:bump.accept', { suggested: '1.0.1' }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledWith(CHANGED_IN_PLACE.file, '1.0.1');
  },
};

/** An option added after a patch was already given: the minor version is still needed. */
export const MinorNeeded: Story = {
  args: { status: { ...CHANGED_IN_PLACE, version: '1.0.1', changedInPlace: false, bump: 'minor', suggested: '1.1.0' } },
};

/** While a save runs. */
export const Busy: Story = { args: { busy: true } };
