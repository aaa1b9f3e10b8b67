/** The risk-tolerance assessment dialog: its machine, the bank's sections as forms, the result. */

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { newRiskAssessmentId } from '../../data/ids';
import type { StorePort } from '../../data/ports';
import type { RiskAssessment } from '../../data/types';
import { useLang } from '../../i18n/use-lang';
import { riskAssessmentMachine } from '../../machines/risk-assessment.machine';
import { scoreRiskTolerance } from '../../scoring';
import { QuestionForm } from '../../ui/form/QuestionForm';
import { RiskAssessmentDialog } from '../../ui/risk/RiskAssessmentDialog';
import { riskBank } from './banks';
import { useActorEvents } from './use-actor-events';
import { useMessageText, useRuleText } from './use-texts';

export interface RiskContainerProps {
  open: boolean;
  store: StorePort;
  onClosed: () => void;
  onCompleted: (assessment: RiskAssessment) => void;
}

export function RiskContainer({ open, store, onClosed, onCompleted }: RiskContainerProps) {
  const lang = useLang();
  const texts = useMessageText();
  const ruleText = useRuleText();
  const bank = useMemo(riskBank, []);
  const input = useMemo(
    () => ({
      bank,
      deps: {
        store,
        scoreRiskTolerance: (a: Parameters<typeof scoreRiskTolerance>[0]) => scoreRiskTolerance(a),
        newId: newRiskAssessmentId,
      },
    }),
    [bank, store],
  );
  const actor = useActorRef(riskAssessmentMachine, { input });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  useActorEvents<typeof riskAssessmentMachine>(actor, { completed: (event) => onCompleted(event.assessment) });

  useEffect(() => {
    if (open && snapshot.matches('closed')) actor.send({ type: 'OPEN' });
  }, [open, snapshot, actor]);

  const close = (type: 'CLOSE' | 'DONE') => {
    actor.send({ type });
    onClosed();
  };

  return (
    <RiskAssessmentDialog
      open={open}
      onClose={() => close('CLOSE')}
      onDone={() => close('DONE')}
      title={bank.title[lang]}
      intro={bank.description?.[lang]}
      sections={bank.sections.map((section) => ({ id: section.id, title: section.title[lang] }))}
      renderSection={(index) => (
        <QuestionForm
          bank={bank}
          sectionIndex={index}
          answers={context.answers}
          showRequiredErrors={context.showRequiredErrors}
          onChange={(answers) => actor.send({ type: 'ANSWERS_CHANGED', answers, sectionId: bank.sections[index]?.id })}
        />
      )}
      error={texts.message(context.error)}
      submitting={snapshot.hasTag('busy')}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      // Only a stored assessment is a result: while it saves, the form stays, busy, so Done cannot outrun the save.
      result={snapshot.matches('result') ? (context.assessment?.result ?? null) : null}
      ruleText={ruleText}
    />
  );
}
