/** The review dialog of a completed decision: its machine, the review bank as a form, the decision's earlier reviews. */

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getGlossary } from '../../content/registry';
import { newReviewId } from '../../data/ids';
import type { StorePort } from '../../data/ports';
import type { DecisionSummary, Review } from '../../data/types';
import { parseNumberAnswer } from '../../engine/number-answer';
import { useLang } from '../../i18n/use-lang';
import { markedQuestions, reviewMachine } from '../../machines/review.machine';
import { reviewServices } from '../../machines/review.services';
import { defaultOutcomeRules } from '../../scoring/default-rules';
import { formatDay } from '../../ui/common/format-date';
import { useMessageText } from '../../ui/common/use-message-text';
import { useDecisionLabel } from '../../ui/dashboard/decision-label';
import { QuestionForm } from '../../ui/form/QuestionForm';
import { MarkedText } from '../../ui/glossary/MarkedText';
import { formatReturn } from '../../ui/outcomes/format-return';
import { ReviewDialog } from '../../ui/review/ReviewDialog';
import { bankOfReview, reviewBank } from './banks';
import { useActorEvents } from './use-actor-events';

export interface ReviewContainerProps {
  /** The decision under review; null while the dialog is closed. */
  decision: DecisionSummary | null;
  /** The decision's earlier reviews, newest first. */
  reviews: readonly Review[];
  store: StorePort;
  onSaved: (review: Review) => void;
  onClosed: () => void;
}

export function ReviewContainer({ decision, reviews, store, onSaved, onClosed }: ReviewContainerProps) {
  const lang = useLang();
  const { i18n } = useTranslation();
  const texts = useMessageText();
  const label = useDecisionLabel();
  const bank = useMemo(reviewBank, []);
  const glossary = useMemo(getGlossary, []);
  const machine = useMemo(() => reviewMachine.provide(reviewServices({ store })), [store]);
  const actor = useActorRef(machine, { input: { bank, newId: () => newReviewId() } });
  const context = useSelector(actor, (s) => s.context);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const closed = useSelector(actor, (s) => s.matches('closed'));

  useActorEvents<typeof reviewMachine>(actor, {
    reviewed: (event) => {
      onSaved(event.review);
      onClosed();
    },
  });

  const decisionId = decision?.id ?? null;
  useEffect(() => {
    if (decisionId !== null && closed) actor.send({ type: 'OPEN', decisionId });
  }, [decisionId, closed, actor]);

  const history = useMemo(
    () =>
      reviews.map((review) => {
        // The return the outcome rules read, as the quadrants show it.
        const stated = parseNumberAnswer(review.answers[defaultOutcomeRules.review.return]);
        return {
          id: review.id,
          date: formatDay(review.createdAt, i18n.language),
          summary: stated === null ? undefined : formatReturn(stated, lang),
        };
      }),
    [reviews, i18n.language, lang],
  );
  const marked = markedQuestions(context);

  return (
    <ReviewDialog
      open={decision !== null && !closed}
      onClose={() => {
        actor.send({ type: 'CLOSE' });
        onClosed();
      }}
      decisionName={decision ? label(decision) : ''}
      intro={bank.description && <MarkedText text={bank.description[lang]} glossary={glossary} lang={lang} />}
      renderForm={() =>
        bank.sections.map((section, index) => (
          <QuestionForm
            key={section.id}
            bank={bank}
            sectionIndex={index}
            answers={context.answers}
            showRequiredErrors={marked.length > 0}
            onChange={(answers) => actor.send({ type: 'ANSWERS_CHANGED', answers })}
          />
        ))
      }
      history={history}
      renderAnswers={(id) => {
        const review = reviews.find((candidate) => candidate.id === id);
        const answeredOn = review && bankOfReview(review);
        return answeredOn?.sections.map((section, index) => (
          <QuestionForm
            key={section.id}
            bank={answeredOn}
            sectionIndex={index}
            answers={review?.answers ?? {}}
            onChange={() => {}}
            readOnly
          />
        ));
      }}
      error={texts.message(context.error)}
      saving={saving}
      onSave={() => actor.send({ type: 'SAVE' })}
    />
  );
}
