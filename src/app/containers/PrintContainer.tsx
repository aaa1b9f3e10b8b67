/**
 * The print view of one decision: its whole record (read in full, as the
 * lists hold summaries), its reviews, each in the words of the bank version it
 * was answered on and in the reader's language. Print asks the browser, whose
 * dialog also saves a PDF.
 */
import { useMemo } from 'react';
import { getGlossary } from '../../content/registry';
import type { StorePort } from '../../data/ports';
import type { SecondOpinion } from '../../data/second-opinion';
import type { DecisionSummary, Review } from '../../data/types';
import { lockedSections } from '../../engine/locked-answers';
import { useLang } from '../../i18n/use-lang';
import type { UserMessage } from '../../i18n/user-message';
import { ratingFor, stageKeys } from '../../scoring/finalize';
import { useDecisionLabel } from '../../ui/dashboard/decision-label';
import { PrintableCheckpoint, type PrintedEvaluation } from '../../ui/print/PrintableCheckpoint';
import { printedSections } from '../../ui/print/printed-answers';
import { bankOfCritique, bankOfDecision, bankOfReview } from './banks';
import { useFullDecision } from './use-full-decision';
import { useRuleText } from './use-rule-text';

export interface PrintContainerProps {
  summary: DecisionSummary;
  /** Every review the investor has; the decision's own are printed, oldest first. */
  reviews: readonly Review[];
  /** Every second opinion of the user's; this decision's are printed after its reviews. */
  secondOpinions?: readonly SecondOpinion[];
  store: Pick<StorePort, 'getDecision'>;
  onClose: () => void;
  /** The decision could not be read (gone, or the store failed): said in the app's banner. */
  onFailed: (message: UserMessage) => void;
}

export function PrintContainer({
  summary,
  reviews,
  secondOpinions = [],
  store,
  onClose,
  onFailed,
}: PrintContainerProps) {
  const decision = useFullDecision(store, summary, onFailed);
  const lang = useLang();
  const ruleText = useRuleText();
  const label = useDecisionLabel();
  const glossary = getGlossary();
  const own = useMemo(
    () => reviews.filter((review) => review.decisionId === summary.id).reverse(),
    [reviews, summary.id],
  );
  if (!decision) return null;
  const bank = bankOfDecision(decision);
  const sections = printedSections(bank, decision.answers, lang, glossary);
  const result = decision.evaluationResult;
  const evaluation: PrintedEvaluation | null = result && {
    score: result.totalScore,
    rating: ruleText(ratingFor(result.totalScore).label),
    evaluatedAt: result.evaluatedAt,
    // The evaluation scores the stages in the bank's order; each is named by its stage's title.
    stages: stageKeys().map((key, index) => ({
      title: sections[index]?.title ?? key,
      score: result.stageScores[key].score,
    })),
    strengths: result.overallStrengths.map((key) => ruleText(key)),
    weaknesses: result.overallWeaknesses.map((key) => ruleText(key)),
    recommendations: result.recommendations.map((key) => ruleText(key)),
  };
  return (
    <PrintableCheckpoint
      name={label(decision)}
      createdAt={decision.createdAt}
      completed={decision.completed}
      stage={decision.stage}
      stageCount={bank.sections.length}
      bankTitle={bank.title[lang]}
      bankVersion={bank.version}
      sections={sections}
      evaluation={evaluation}
      reviews={own.map((review) => ({
        id: review.id,
        createdAt: review.createdAt,
        questions: printedSections(bankOfReview(review), review.answers, lang, glossary).flatMap(
          (section) => section.questions,
        ),
      }))}
      secondOpinions={secondOpinions
        .filter((opinion) => opinion.decisionId === summary.id)
        .map(({ id, response }) => {
          const critique = bankOfCritique(response.critique);
          // Their forecast in the words of the decision's own forecast questions, then their critique.
          const forecast = printedSections(
            { ...bank, sections: lockedSections(bank) },
            response.forecast,
            lang,
            glossary,
          );
          const said = critique ? printedSections(critique, response.critique.answers, lang, glossary) : [];
          return {
            id,
            reviewer: response.reviewer,
            respondedAt: response.respondedAt,
            questions: [...forecast, ...said].flatMap((section) => section.questions),
          };
        })}
      onPrint={() => window.print()}
      onBack={onClose}
    />
  );
}
