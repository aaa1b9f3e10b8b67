import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleReviewerCalibration } from '../../../stories/fixtures/second-opinion';
import { ruleText } from '../../scoring/rule-messages';
import { renderIn } from '../form/test-render';
import { CalibrationPage } from './CalibrationPage';
import { ReviewerCalibrationCard } from './ReviewerCalibrationCard';
import { sampleCalibration } from './sample-calibration';

describe('ReviewerCalibrationCard', () => {
  it('renders nothing before a decision with a second opinion is resolved', () => {
    const { container } = renderIn('en', <ReviewerCalibrationCard comparison={sampleReviewerCalibration('none')} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says which Brier score is lower, and over how many decisions', () => {
    const { t } = renderIn('zh', <ReviewerCalibrationCard comparison={sampleReviewerCalibration('reviewersLower')} />);
    expect(screen.getByText(t('opinions:calibration.lowerReviewers'))).toBeInTheDocument();
    expect(screen.getByText(t('opinions:calibration.intro', { count: 4 }))).toBeInTheDocument();
  });

  it('joins the calibration page only through its optional prop', () => {
    const props = { report: sampleCalibration('few'), ruleText: (key: string) => ruleText(key, 'en'), onBack: vi.fn() };
    const { t, rerender } = renderIn('en', <CalibrationPage {...props} />);
    expect(screen.queryByRole('heading', { name: t('opinions:calibration.title') })).toBeNull();
    rerender(<CalibrationPage {...props} reviewers={sampleReviewerCalibration('youLower')} />);
    expect(screen.getByRole('heading', { name: t('opinions:calibration.title') })).toBeInTheDocument();
  });
});
