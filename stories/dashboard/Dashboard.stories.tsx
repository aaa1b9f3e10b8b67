import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { strategyHint, strategyHintNoneMessage } from '../../src/scoring/strategy-hint';
import { ActiveDecisionsList } from '../../src/ui/dashboard/ActiveDecisionsList';
import { CompletedDecisionsList } from '../../src/ui/dashboard/CompletedDecisionsList';
import { DashboardLayout } from '../../src/ui/dashboard/DashboardLayout';
import { Journal } from '../../src/ui/dashboard/Journal';
import { PreferredStrategies } from '../../src/ui/dashboard/PreferredStrategies';
import { ProfileCard } from '../../src/ui/dashboard/ProfileCard';
import { manyDecisions, mixedDecisions } from '../../src/ui/dashboard/sample-decisions';
import { phoneWidth } from '../phone';
import { longListStory, storyT } from '../support';
import { describeTiming, Measured } from './Measured';
import { sampleRiskResult, storyRuleText, storyStrategyLabel, storyStrategyOptions } from './scoringRules';

const assessment = sampleRiskResult(48);

/** The whole dashboard as the container lays it out: the journal, and the cards beside it (below it on a phone). */
const meta = {
  title: 'Dashboard/Dashboard',
  component: DashboardLayout,
  args: { sidebar: null, main: null },
  parameters: { decisions: mixedDecisions },
  render: (_args, context) => {
    const decisions = context.parameters.decisions as typeof mixedDecisions;
    const ruleText = storyRuleText(context);
    const open = fn();
    return (
      <Measured id={context.id}>
        <DashboardLayout
          sidebar={
            <>
              <ProfileCard
                riskTolerance={assessment.type}
                assessment={assessment}
                ruleText={ruleText}
                onAssessRisk={fn()}
              />
              <PreferredStrategies
                strategies={['index', 'dollarCostAveraging']}
                strategyLabel={storyStrategyLabel(context)}
                options={storyStrategyOptions(context)}
                onChange={() => undefined}
                hint={strategyHint(decisions)}
                noneMessage={strategyHintNoneMessage()}
                ruleText={ruleText}
              />
              <ActiveDecisionsList decisions={decisions} stageCount={7} onOpen={open} />
              <CompletedDecisionsList decisions={decisions} onOpen={open} />
            </>
          }
          main={<Journal decisions={decisions} stageCount={7} onNew={fn()} onOpen={open} onEvaluate={fn()} />}
        />
      </Measured>
    );
  },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    for (const title of ['profile.title', 'strategies.title', 'active.title', 'completed.title', 'journal.title']) {
      await expect(canvas.getByRole('heading', { name: t(`dashboard:${title}`) })).toBeVisible();
    }
  },
};

/** A long history: the journal and the lists beside it render only the rows in view. */
export const TenThousandDecisions: Story = {
  parameters: { decisions: manyDecisions(10_000), ...longListStory },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    for (const title of ['journal.title', 'active.title', 'completed.title']) {
      const rows = within(canvas.getByRole('region', { name: t(`dashboard:${title}`) })).getAllByRole('listitem');
      await expect(rows.length).toBeLessThan(60);
    }
    console.info(describeTiming('Dashboard, 10,000 decisions', context.id));
  },
};

/** On a phone the journal comes first, the profile and strategy cards after it. */
export const Phone: Story = {
  decorators: [phoneWidth],
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    const journal = canvas.getByRole('heading', { name: t('dashboard:journal.title') });
    const profile = canvas.getByRole('heading', { name: t('dashboard:profile.title') });
    await expect(journal.compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
