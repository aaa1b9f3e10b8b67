/**
 * The question's own words (with glossary terms) and, for required questions, the
 * red asterisk. The asterisk is hidden from screen readers: controls carry
 * aria-required instead, and groups that cannot (checkbox fieldsets) ask for
 * the spoken word with `announceRequired`.
 */
import type { Glossary, Lang } from '../../../content/types';
import { MarkedText } from '../../glossary/MarkedText';
import { useFormTexts } from '../form-texts';

export interface QuestionTextProps {
  text: string;
  required?: boolean;
  glossary: Glossary;
  lang: Lang;
  announceRequired?: boolean;
}

export function QuestionText({ text, required, glossary, lang, announceRequired }: QuestionTextProps) {
  const { t } = useFormTexts();
  return (
    <>
      <MarkedText text={text} glossary={glossary} lang={lang} />
      {required && (
        <>
          <span aria-hidden="true" className="ml-0.5 font-bold text-rose-600 dark:text-rose-400">
            *
          </span>
          {announceRequired && <span className="sr-only"> ({t('form:required')})</span>}
        </>
      )}
    </>
  );
}
