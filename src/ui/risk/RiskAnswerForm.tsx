/**
 * Risk dialog, answering view: the intro, the red banner above the form
 * when submitting was refused, the titled sections with their questions (rendered
 * by the caller, so the question engine stays in one place) and Submit Assessment.
 */
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';

export interface RiskSectionHeading {
  id: string;
  /** Section title from the risk bank, in the UI language. */
  title: string;
}

export interface RiskAnswerFormProps {
  /** The bank's description, in the UI language. */
  intro?: string;
  sections: readonly RiskSectionHeading[];
  /** Renders the questions of one section (index into `sections`), e.g. with the app's QuestionForm. */
  renderSection: (sectionIndex: number) => ReactNode;
  /** Message shown in the red banner, already in the UI language; absent when there is nothing to report. */
  error?: string | null;
  submitting?: boolean;
  onSubmit: () => void;
}

export function RiskAnswerForm({
  intro,
  sections,
  renderSection,
  error,
  submitting = false,
  onSubmit,
}: RiskAnswerFormProps) {
  const { t } = useTranslation('risk');
  const baseId = useId();
  const bannerRef = useRef<HTMLDivElement>(null);
  // Submit sits below twelve questions: bring the banner above the form into view when it appears.
  useEffect(() => {
    if (error) bannerRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.sectionsLabel')} className="space-y-5">
      {intro && <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>}
      {error && (
        <div ref={bannerRef} className="scroll-mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {sections.map((section, index) => {
        const headingId = `${baseId}-${section.id}`;
        return (
          <section key={section.id} aria-labelledby={headingId} className="space-y-3">
            <h3
              id={headingId}
              className="border-b border-slate-200 pb-1 text-base font-semibold text-sky-800 dark:border-slate-700 dark:text-sky-300"
            >
              {section.title}
            </h3>
            {renderSection(index)}
          </section>
        );
      })}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" busy={submitting}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
