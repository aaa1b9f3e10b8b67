/** The risk-tolerance assessment dialog: its machine, the bank's sections as forms, the result. */

import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { newRiskAssessmentId } from '../../data/ids';
import type { StorePort } from '../../data/ports';
import type { RiskAssessment } from '../../data/types';
import { useLang } from '../../i18n/use-lang';
import { riskAssessmentMachine, selectDialog } from '../../machines/risk-assessment.machine';
import { riskAssessmentServices } from '../../machines/risk-assessment.services';
import { scoreRiskTolerance } from '../../scoring/risk-tolerance';
import { useMessageText } from '../../ui/common/use-message-text';
import { QuestionForm } from '../../ui/form/QuestionForm';
import { RiskAssessmentDialog } from '../../ui/risk/RiskAssessmentDialog';
import { riskBank } from './banks';
import { useActorEvents } from './use-actor-events';
import { useRuleText } from './use-rule-text';

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
  const machine = useMemo(
    () =>
      riskAssessmentMachine.provide(
        riskAssessmentServices({ store, scoreRiskTolerance: (a) => scoreRiskTolerance(a), newId: newRiskAssessmentId }),
      ),
    [store],
  );
  const actor = useActorRef(machine, { input: { bank } });
  const dialog = useSelector(actor, selectDialog, shallowEqual);

  useActorEvents<typeof machine>(actor, { completed: (event) => onCompleted(event.assessment) });

  useEffect(() => {
    if (open && dialog.closed) actor.send({ type: 'OPEN' });
  }, [open, dialog.closed, actor]);

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
          answers={dialog.answers}
          showRequiredErrors={dialog.showRequiredErrors}
          onChange={(answers) => actor.send({ type: 'ANSWERS_CHANGED', answers, sectionId: bank.sections[index]?.id })}
        />
      )}
      error={texts.message(dialog.error)}
      submitting={dialog.busy}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      result={dialog.result}
      ruleText={ruleText}
    />
  );
}
