/**
 * This project's engine as the app runs it: compile-section, QuestionForm, the
 * RJSF theme and the precompiled validators, the bank from the app's own
 * question-banks plugin, and the form's texts from the app's locale tables
 * (the engine reads them through its texts context, not i18next).
 */
import { meta } from 'virtual:bench-bank/meta';
import { useState } from 'react';
import { getBank, getGlossary, loadBankLanguage } from '../../../src/content/registry';
import type { Answers, Lang } from '../../../src/content/types';
import { QuestionForm } from '../../../src/ui/form/QuestionForm';
import { FormTextsContext } from '../../../src/ui/rjsf-theme/form-texts';
import { formTexts } from './engine-texts';
import { mount, StageFrame } from './layout';
import { startProbe } from './probe';
import './engine.css';

const lang = meta.lang as Lang;
// As in the app: the bank's words arrive in the reader's language only, before the form mounts.
await loadBankLanguage(lang);
const bank = getBank(meta.bankId);
if (!bank) throw new Error(`The app's registry has no bank ${meta.bankId}`);
const glossary = getGlossary();

const texts = formTexts(lang);

startProbe({
  question: (id) => `[data-question-id="${CSS.escape(id)}"]`,
  stageFirstQuestions: meta.stages.map((stage) => stage.firstQuestionId),
  isNext: (target) => target.closest('[data-bench-next]') !== null,
});

function Page() {
  const [stage, setStage] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <StageFrame
      title={meta.title}
      stageTitle={meta.stages[stage]?.title ?? ''}
      stage={stage}
      stages={meta.stages.length}
      onNext={() => setStage((s) => s + 1)}
    >
      <QuestionForm
        bank={bank as NonNullable<typeof bank>}
        sectionIndex={stage}
        answers={answers}
        onChange={setAnswers}
        lang={lang}
        glossary={glossary}
      />
    </StageFrame>
  );
}

mount(
  <FormTextsContext value={texts}>
    <Page />
  </FormTextsContext>,
);
