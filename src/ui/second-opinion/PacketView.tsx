/**
 * The checkpoint of a review packet, read-only and in the reader's language:
 * who asked, when, and the decision's answers stage by stage, in the words of
 * the print view (`printedSections`). Locked sections (the investor's
 * forecast) are never shown, whatever the packet holds: the reviewer's own
 * forecast must not be anchored on the investor's, and the note says so.
 */
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getGlossary } from '../../content/registry';
import type { Bank, Glossary } from '../../content/types';
import type { ReviewPacket } from '../../data/second-opinion';
import { useLang } from '../../i18n/use-lang';
import { formatDay } from '../common/format-date';
import { LockIcon } from '../editor/LockIcon';
import { printedSections } from '../print/printed-answers';

export interface PacketViewProps {
  packet: ReviewPacket;
  /** The decision bank at the packet's version. */
  decisionBank: Bank;
  /** Defaults to questionnaires/glossary.json. */
  glossary?: Glossary;
}

/** The bank without its locked sections: what a reviewer may read of a decision. */
export function withoutLockedSections(bank: Bank): Bank {
  return { ...bank, sections: bank.sections.filter((section) => section.locked !== true) };
}

export function PacketView({ packet, decisionBank, glossary }: PacketViewProps) {
  const { t, i18n } = useTranslation('opinions');
  const lang = useLang();
  const titleId = useId();
  const shownGlossary = glossary ?? getGlossary();
  const sections = useMemo(
    () => printedSections(withoutLockedSections(decisionBank), packet.decision.answers, lang, shownGlossary),
    [decisionBank, packet.decision.answers, lang, shownGlossary],
  );
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="space-y-1">
        <h3 id={titleId} className="text-base font-semibold">
          {t('workspace.checkpoint.title')}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('workspace.checkpoint.intro', { name: packet.from })}
        </p>
      </div>
      <p className="flex items-start gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset dark:bg-slate-800/60 dark:text-slate-100 dark:ring-slate-700">
        <LockIcon className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        <span>
          {t('workspace.askedBy', { name: packet.from, date: formatDay(packet.createdAt, i18n.language) })}{' '}
          {t('workspace.hidden', { name: packet.from })}
        </span>
      </p>
      {sections.map((section, index) => (
        <section key={section.title} className="space-y-2">
          <h4 className="text-sm font-semibold">
            {t('workspace.checkpoint.stage', { stage: index + 1, title: section.title })}
          </h4>
          <dl className="space-y-2 border-s-2 border-slate-200 ps-3 dark:border-slate-700">
            {section.questions.map((question) => (
              <div key={question.id}>
                <dt className="text-sm text-slate-600 dark:text-slate-400">{question.text}</dt>
                <dd className="break-words whitespace-pre-wrap">
                  {question.answer ?? (
                    <span className="text-slate-500 italic dark:text-slate-400">
                      {t('workspace.checkpoint.notAnswered')}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </section>
  );
}
