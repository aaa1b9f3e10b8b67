/**
 * Answer sets for the AI tests: a careful investor's completed decision, and
 * helpers to tell the three analyses' requests apart on the stand-in server.
 */
import type { Answers } from '../../content/types';
import type { AiAnalysisKind } from '../config';

export const carefulAnswers: Answers = {
  '1-1': 'Grow my retirement savings by 8% a year over ten years.',
  '1-2': 'long',
  '1-3': 'moderate',
  '1-4': 'I keep twelve months of expenses in cash and need none of this money.',
  '2-1': ['fundamental', 'passive'],
  '2-2': 'I understand the business and can read its filings.',
  '2-3': 'P/E, free cash flow yield, return on equity',
  '3-1': 'Buy when P/E is below 15 and free cash flow grows for two years.',
  '3-2': 'Sell half at a 30% gain, the rest when P/E exceeds 25.',
  '3-3': 'Stop-loss at 12% below my entry, no averaging down.',
  '3-4': 'At most 5% of the portfolio.',
  '4-1': 'Rising rates, a weaker housing market, the CEO leaving.',
  '4-2': 'Quarterly results, monthly price check, news alerts.',
  '4-3': ['stopLoss', 'diversification'],
  '4-4': 'At most 15% of this position.',
  '5-1': ['filings', 'analystReports'],
  '5-2': 'I cross-checked revenue with the annual report and two analysts.',
  '5-3': 'Margins stay above 20%; demand grows with GDP.',
  '6-1': 'no',
  '6-2': 'no',
  '6-3': 'no',
  '6-4': 'no',
  '6-5': 'yes',
  '6-6': 'I wrote down the bear case and asked a friend to argue against it.',
  '7-1': 'A fairly valued compounder bought with clear exits.',
  '7-2': 'A profit warning or a change of management.',
  '7-3': 'quarterly',
};

/** A question id only that analysis sends: identifies which analysis a request belongs to. */
const MARKERS: Record<AiAnalysisKind, string> = { logic: '3-1', risk: '4-4', bias: '6-1' };

export function analysisOfPrompt(userMessage: string): AiAnalysisKind | undefined {
  return (Object.keys(MARKERS) as AiAnalysisKind[]).find((kind) => userMessage.includes(MARKERS[kind]));
}
