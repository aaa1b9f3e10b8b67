/**
 * Every section of a bank on one page, each under its title (the risk
 * assessment's five sections). One handle focuses any question, or the first
 * unanswered required one, whichever section it is in.
 */
import { type Ref, useId, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../content/types';
import { missingRequired } from '../../engine/required';
import { QuestionForm, type QuestionFormHandle, type QuestionFormProps } from './QuestionForm';

export type BankFormProps = Omit<QuestionFormProps, 'sectionIndex' | 'ref'> & { ref?: Ref<QuestionFormHandle> };

export function BankForm({ ref, ...props }: BankFormProps) {
  const { i18n } = useTranslation();
  const lang: Lang = props.lang ?? (i18n.language?.startsWith('en') ? 'en' : 'zh');
  const sectionRefs = useRef<(QuestionFormHandle | null)[]>([]);
  const headingId = useId();
  const latest = useRef(props);
  latest.current = props;

  useImperativeHandle(
    ref,
    () => ({
      focusQuestion: (questionId) => sectionRefs.current.some((section) => section?.focusQuestion(questionId)),
      focusFirstMissing: () => {
        const { bank, answers } = latest.current;
        const index = bank.sections.findIndex((section) => missingRequired(section, answers).length > 0);
        return index < 0 ? undefined : sectionRefs.current[index]?.focusFirstMissing();
      },
    }),
    [],
  );

  return (
    <div className="space-y-8">
      {props.bank.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={`${headingId}-${index}`} className="space-y-4">
          <header className="space-y-1">
            <h3 id={`${headingId}-${index}`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
              {section.title[lang]}
            </h3>
            {section.intro && <p className="text-sm text-slate-600 dark:text-slate-300">{section.intro[lang]}</p>}
          </header>
          <QuestionForm
            {...props}
            lang={lang}
            sectionIndex={index}
            ref={(handle) => {
              sectionRefs.current[index] = handle;
            }}
          />
        </section>
      ))}
    </div>
  );
}
