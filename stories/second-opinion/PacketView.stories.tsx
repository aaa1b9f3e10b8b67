import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { plainText } from '../../src/content/marked-text';
import { getGlossary } from '../../src/content/registry';
import { lockedSections } from '../../src/engine/locked-answers';
import { PacketView } from '../../src/ui/second-opinion/PacketView';
import { decisionBank, investorForecast, samplePacket } from '../fixtures/second-opinion';
import { phoneWidth } from '../phone';
import { storyLocale, storyT, usage } from '../support';

const meta = {
  title: 'SecondOpinion/PacketView',
  component: PacketView,
  parameters: usage(
    'The checkpoint of a review packet, read-only in the reader’s language, in the words of the print view: who asked and when, then each stage’s answers. The locked stages (the investor’s forecast) are never shown, even if a packet carried them, and the note says why: the reviewer’s forecast stays independent.',
  ),
  args: { packet: samplePacket('en'), decisionBank },
  render: (args, context) => (
    <div className="max-w-2xl">
      <PacketView {...args} packet={samplePacket(storyLocale(context))} />
    </div>
  ),
} satisfies Meta<typeof PacketView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const lang = storyLocale(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(t('opinions:workspace.hidden', { name: 'Chen Jing' }), { exact: false }),
    ).toBeVisible();
    for (const section of lockedSections(decisionBank)) {
      for (const question of section.questions) {
        await expect(canvasElement.textContent).not.toContain(plainText(question.text[lang], getGlossary(), lang));
      }
    }
  },
};

/** A packet that (against the rules) carries the forecast: it is still not shown. */
export const ForecastInThePacketStaysHidden: Story = {
  render: (args, context) => {
    const packet = samplePacket(storyLocale(context));
    return (
      <div className="max-w-2xl">
        <PacketView
          {...args}
          packet={{
            ...packet,
            decision: { ...packet.decision, answers: { ...packet.decision.answers, ...investorForecast } },
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, context }) => {
    const lang = storyLocale(context);
    for (const question of lockedSections(decisionBank).flatMap((section) => section.questions)) {
      await expect(canvasElement.textContent).not.toContain(plainText(question.text[lang], getGlossary(), lang));
    }
    await expect(canvasElement.textContent).not.toContain('70%');
    await expect(canvasElement.textContent).not.toContain('CSI 300');
  },
};

export const OnPhone: Story = {
  decorators: [phoneWidth],
  render: (args, context) => <PacketView {...args} packet={samplePacket(storyLocale(context))} />,
};
