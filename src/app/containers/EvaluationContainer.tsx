/**
 * The evaluation overlay: its five-step machine wired to the scoring rules, the
 * optional AI analysis and the store. Closing never saves.
 */

import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { createAiEvaluationDeps, hasAiKey, subscribeAiSettings } from '../../ai';
import type { Bank } from '../../content/types';
import { saveEvaluation } from '../../data/evaluations';
import type { StorePort } from '../../data/ports';
import type { Decision, RiskAssessment } from '../../data/types';
import { useLang } from '../../i18n/use-lang';
import { evaluationMachine, shownResult } from '../../machines/evaluation.machine';
import {
  evaluateDecision,
  riskProfileOf,
  stageBand,
  stageKeys,
  totalBand,
  validateEvaluationInput,
} from '../../scoring';
import type { StageKey } from '../../scoring/types';
import { EvaluationOverlay } from '../../ui/evaluation/EvaluationOverlay';
import { useActorEvents } from './use-actor-events';
import { useMessageText, useRuleText } from './use-texts';

export interface EvaluationContainerProps {
  decision: Decision;
  bank: Bank;
  store: StorePort;
  /** The investor's latest risk assessment, which the rules compare the decision with; null if none. */
  assessment: RiskAssessment | null;
  onSaved: (decision: Decision) => void;
  onClosed: () => void;
}

export function EvaluationContainer({
  decision,
  bank,
  store,
  assessment,
  onSaved,
  onClosed,
}: EvaluationContainerProps) {
  const lang = useLang();
  const langRef = useRef(lang);
  langRef.current = lang;
  const texts = useMessageText();
  const ruleText = useRuleText();
  const aiConfigured = useSyncExternalStore(subscribeAiSettings, hasAiKey);

  const input = useMemo(() => {
    const ai = createAiEvaluationDeps({ lang: () => langRef.current });
    return {
      decision,
      bank,
      deps: {
        saveEvaluation: (d: Decision, result: Parameters<typeof saveEvaluation>[2]) => saveEvaluation(store, d, result),
        validateInput: (d: Decision, b: Bank) => validateEvaluationInput({ name: d.name, answers: d.answers }, b),
        scoreDecision: (d: Decision, b: Bank) =>
          evaluateDecision({ name: d.name, answers: d.answers, profile: assessment && riskProfileOf(assessment) }, b),
        ...ai,
      },
    };
  }, [decision, bank, store, assessment]);
  const actor = useActorRef(evaluationMachine, { input });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  useActorEvents<typeof evaluationMachine>(actor, { saved: (event) => onSaved(event.decision) }, () => onClosed());

  const stageTitles = useMemo(
    () =>
      Object.fromEntries(stageKeys().map((key, index) => [key, bank.sections[index]?.title[lang] ?? key])) as Record<
        StageKey,
        string
      >,
    [bank, lang],
  );

  const failed = snapshot.matches('failed') || snapshot.matches('refused');
  const alreadyEvaluated = decision.evaluated;
  // A run keeps the AI step it started with (a key added or wiped meanwhile counts from the next run).
  const aiInRun = context.step !== null && !alreadyEvaluated ? context.aiEnabled : aiConfigured;
  return (
    <EvaluationOverlay
      open
      onClose={() => actor.send({ type: 'CLOSE' })}
      decisionName={decision.name}
      aiConfigured={aiInRun}
      step={context.step}
      progress={context.progress}
      evaluating={snapshot.hasTag('working')}
      error={failed ? texts.message(context.error) : null}
      invalidFields={context.invalidIds}
      onStart={() => actor.send({ type: 'START' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
      result={shownResult(snapshot)}
      stageTitles={stageTitles}
      ruleText={ruleText}
      bandOf={(scale, score) => (scale === 'total' ? totalBand(score) : stageBand(score))}
      onBack={() => actor.send({ type: 'CLOSE' })}
      onSave={alreadyEvaluated ? undefined : () => actor.send({ type: 'SAVE' })}
      saving={snapshot.hasTag('saving')}
      saveError={!failed ? texts.message(context.error) : null}
    />
  );
}
