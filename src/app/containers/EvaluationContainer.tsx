/**
 * The evaluation overlay: its five-step machine wired to the scoring rules, the
 * optional AI analysis and the store. Closing never saves.
 */

import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { createAiEvaluationDeps } from '../../ai/evaluation-deps';
import { hasAiKey, subscribeAiSettings } from '../../ai/settings-store';
import type { Bank } from '../../content/types';
import { saveEvaluation } from '../../data/evaluations';
import type { StorePort } from '../../data/ports';
import type { Decision, RiskAssessment } from '../../data/types';
import { useLang } from '../../i18n/use-lang';
import { evaluationMachine, selectOverlay, shownResult } from '../../machines/evaluation.machine';
import { evaluationServices } from '../../machines/evaluation.services';
import { stageBand, totalBand } from '../../scoring/display-bands';
import { evaluateDecision } from '../../scoring/evaluate-decision';
import { validateEvaluationInput } from '../../scoring/evaluation-input';
import { stageKeys } from '../../scoring/finalize';
import { riskProfileOf } from '../../scoring/risk-profile';
import type { StageKey } from '../../scoring/types';
import { useMessageText } from '../../ui/common/use-message-text';
import { EvaluationOverlay } from '../../ui/evaluation/EvaluationOverlay';
import { TagEditor } from '../../ui/tags/TagEditor';
import { useActorEvents } from './use-actor-events';
import { type DecisionTagsSource, useDecisionTags } from './use-decision-tags';
import { useRuleText } from './use-rule-text';

export interface EvaluationContainerProps {
  decision: Decision;
  bank: Bank;
  store: StorePort;
  /** The investor's latest risk assessment, which the rules compare the decision with; null if none. */
  assessment: RiskAssessment | null;
  /** The session's tags: shown and saved for this decision beside its evaluation. */
  tags: DecisionTagsSource;
  onSaved: (decision: Decision) => void;
  onClosed: () => void;
}

export function EvaluationContainer({
  decision,
  bank,
  store,
  assessment,
  tags,
  onSaved,
  onClosed,
}: EvaluationContainerProps) {
  const tagEditor = useDecisionTags(store, tags, decision.id);
  const lang = useLang();
  const langRef = useRef(lang);
  langRef.current = lang;
  const texts = useMessageText();
  const ruleText = useRuleText();
  const aiConfigured = useSyncExternalStore(subscribeAiSettings, hasAiKey);

  const machine = useMemo(() => {
    const ai = createAiEvaluationDeps({ lang: () => langRef.current });
    return evaluationMachine.provide(
      evaluationServices({
        saveEvaluation: (d, result) => saveEvaluation(store, d, result),
        validateInput: (d, b) => validateEvaluationInput({ name: d.name, answers: d.answers }, b),
        scoreDecision: (d, b) =>
          evaluateDecision({ name: d.name, answers: d.answers, profile: assessment && riskProfileOf(assessment) }, b),
        ...ai,
      }),
    );
  }, [store, assessment]);
  const input = useMemo(() => ({ decision, bank }), [decision, bank]);
  const actor = useActorRef(machine, { input });
  const view = useSelector(actor, selectOverlay, shallowEqual);
  const result = useSelector(actor, shownResult);

  useActorEvents<typeof machine>(actor, { saved: (event) => onSaved(event.decision) }, () => onClosed());

  const stageTitles = useMemo(
    () =>
      Object.fromEntries(stageKeys().map((key, index) => [key, bank.sections[index]?.title[lang] ?? key])) as Record<
        StageKey,
        string
      >,
    [bank, lang],
  );

  const alreadyEvaluated = decision.evaluated;
  // A run keeps the AI step it started with (a key added or wiped meanwhile counts from the next run).
  const aiInRun = view.step !== null && !alreadyEvaluated ? view.aiEnabled : aiConfigured;
  return (
    <EvaluationOverlay
      open
      onClose={() => actor.send({ type: 'CLOSE' })}
      decisionName={decision.name}
      tags={tagEditor && <TagEditor {...tagEditor} />}
      aiConfigured={aiInRun}
      step={view.step}
      progress={view.progress}
      evaluating={view.evaluating}
      error={view.failed ? texts.message(view.error) : null}
      invalidFields={view.invalidIds}
      onStart={() => actor.send({ type: 'START' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
      result={result}
      stageTitles={stageTitles}
      ruleText={ruleText}
      bandOf={(scale, score) => (scale === 'total' ? totalBand(score) : stageBand(score))}
      onBack={() => actor.send({ type: 'CLOSE' })}
      onSave={alreadyEvaluated ? undefined : () => actor.send({ type: 'SAVE' })}
      saving={view.saving}
      saveError={!view.failed ? texts.message(view.error) : null}
    />
  );
}
