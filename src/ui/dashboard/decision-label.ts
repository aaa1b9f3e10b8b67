/**
 * What a decision is called on screen: its name, or — while it has none — a
 * fallback plus the last 4 characters of its id so unnamed decisions stay
 * distinct. Shared by the dashboard lists, the journal and the editor title.
 */
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionSummary } from '../../data/types';

export type DecisionNaming = Pick<DecisionSummary, 'id' | 'name'>;

export function decisionLabel(t: TFunction<'dashboard'>, decision: DecisionNaming): string {
  const name = decision.name.trim();
  return name !== '' ? name : t('untitledDecision', { suffix: decision.id.slice(-4) });
}

/** `decisionLabel` bound to the current language. */
export function useDecisionLabel(): (decision: DecisionNaming) => string {
  const { t } = useTranslation('dashboard');
  return useCallback((decision: DecisionNaming) => decisionLabel(t, decision), [t]);
}
