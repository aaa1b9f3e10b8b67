import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CalibrationReport } from '../../src/scoring/calibration-types';
import { CalibrationCard } from '../../src/ui/calibration/CalibrationCard';
import { CalibrationPage } from '../../src/ui/calibration/CalibrationPage';
import { sampleCalibration } from '../../src/ui/calibration/sample-calibration';
import { DashboardLayout } from '../../src/ui/dashboard/DashboardLayout';
import { Journal } from '../../src/ui/dashboard/Journal';
import { ProfileCard } from '../../src/ui/dashboard/ProfileCard';
import { mixedDecisions } from '../../src/ui/dashboard/sample-decisions';
import { sampleRiskResult, storyRuleText } from '../dashboard/scoringRules';
import { phoneWidth } from '../phone';
import { storyT, usage } from '../support';

const assessment = sampleRiskResult(48);

/** The main column as the dashboard container lays it out: the journal and the card below it, or the page in their place. */
function Dashboard({ report, ruleText }: { report: CalibrationReport; ruleText: (key: string) => string }) {
  const [open, setOpen] = useState(false);
  return (
    <DashboardLayout
      sidebar={
        <ProfileCard riskTolerance={assessment.type} assessment={assessment} ruleText={ruleText} onAssessRisk={fn()} />
      }
      main={
        open ? (
          <CalibrationPage report={report} ruleText={ruleText} onBack={() => setOpen(false)} />
        ) : (
          <>
            <Journal decisions={mixedDecisions} stageCount={8} onNew={fn()} onOpen={fn()} onEvaluate={fn()} />
            <CalibrationCard className="mt-4" report={report} ruleText={ruleText} onOpenPage={() => setOpen(true)} />
          </>
        )
      }
    />
  );
}

const meta = {
  title: 'Calibration/On the dashboard',
  component: CalibrationCard,
  parameters: usage(
    'The calibration card in its place on the dashboard, below the journal (and the process-versus-outcome card when there is one); “Open calibration” puts the page in place of the journal, and Back brings the dashboard back with the focus on the button that opened the page.',
  ),
  args: { report: sampleCalibration('one'), ruleText: (key: string) => key, onOpenPage: fn() },
  render: (args, context) => <Dashboard report={args.report} ruleText={storyRuleText(context)} />,
} satisfies Meta<typeof CalibrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneResolved: Story = {};

/** Opens the page and goes back: the focus returns to “Open calibration”. */
export const OpenAndBack: Story = {
  args: { report: sampleCalibration('few') },
  play: async ({ canvasElement, context }) => {
    const t = storyT(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('calibration:open') }));
    await expect(canvas.getByRole('heading', { level: 2, name: t('calibration:title') })).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: t('dashboard:journal.title') })).toBeNull();
    const [back] = canvas.getAllByRole('button', { name: t('calibration:back') });
    if (back) await userEvent.click(back);
    await expect(canvas.getByRole('button', { name: t('calibration:open') })).toHaveFocus();
  },
};

export const EmptyOnPhone: Story = {
  args: { report: sampleCalibration('empty') },
  decorators: [phoneWidth],
};
