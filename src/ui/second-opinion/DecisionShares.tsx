/**
 * Beside a decision, where accounts meet: "Invite a reviewer by e-mail" and
 * the invitations made for this decision, each with the reviewer's e-mail,
 * the day it went out and where it stands (waiting, answered, revoked). An
 * active invitation can be revoked (asked first: the reviewer loses it for
 * good); an answer not yet beside the decision can be added. The e-mail is
 * checked here before anything is reported up, so a mistyped address says so
 * and nothing is sent. Presentational: the caller sends, revokes and adds.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReviewerEmail } from '../../data/limits';
import type { DecisionShare } from '../../data/second-opinion';
import { Alert } from '../common/Alert';
import { Button } from '../common/Button';
import { formatDay } from '../common/format-date';
import { InlineConfirm } from '../common/InlineConfirm';
import { Spinner } from '../common/Spinner';
import { TextInput } from '../common/TextInput';
import { type DecisionShareStatus, decisionShareStatus } from './packet-status';

export interface DecisionSharesProps {
  /** This decision's invitations, revoked ones too. */
  shares: readonly DecisionShare[];
  /** The ids of the responses already beside the decision: theirs offer no Add. */
  importedResponseIds: ReadonlySet<string>;
  /** Only a completed decision (its forecast fixed) can be shared. */
  completed: boolean;
  /** The invitations are being read; shown instead of the list. */
  loading?: boolean;
  /** The invitations could not be read (already in the UI language); shown with Retry. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Called with a checked, trimmed address; resolves true once the invitation went out, which empties the field. */
  onInvite: (email: string) => Promise<boolean>;
  inviting?: boolean;
  onRevoke: (id: string) => void;
  /** The invitation being revoked. */
  revokingId?: string | null;
  onAddResponse: (id: string) => void;
  /** The invitation whose response is being added. */
  addingId?: string | null;
  /** Why an invitation was not sent or not revoked, already in the UI language. */
  error?: string | null;
  onDismissError?: () => void;
}

const STATUS_STYLE: Record<DecisionShareStatus, string> = {
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  revoked: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function DecisionShares(props: DecisionSharesProps) {
  const { t, i18n } = useTranslation('opinions');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const listTitleId = useId();
  const ids = { email: useId(), problem: useId(), hint: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [badEmail, setBadEmail] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const newestFirst = [...props.shares].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : 1),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (props.inviting || !props.completed) return;
    const address = email.trim();
    if (!isReviewerEmail(address)) {
      setBadEmail(true);
      input.current?.focus();
      return;
    }
    setBadEmail(false);
    if (await props.onInvite(address)) setEmail('');
  }

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg bg-slate-50 p-3 sm:p-4 dark:bg-slate-800/40">
      <h3 id={titleId} className="font-semibold">
        {t('invite.title')}
      </h3>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-1">
        <label htmlFor={ids.email} className="block text-sm font-medium">
          {t('invite.email')}
        </label>
        <div className="flex flex-wrap gap-2">
          <TextInput
            ref={input}
            id={ids.email}
            type="email"
            name="reviewer-email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (badEmail) setBadEmail(false);
            }}
            invalid={badEmail}
            aria-invalid={badEmail || undefined}
            aria-describedby={badEmail ? `${ids.problem} ${ids.hint}` : ids.hint}
            className="flex-1 basis-56"
          />
          <Button type="submit" variant="primary" busy={props.inviting} disabled={!props.completed}>
            {t('invite.send')}
          </Button>
        </div>
        {badEmail && (
          <p id={ids.problem} className="text-sm font-medium text-rose-700 dark:text-rose-300">
            {t('invite.badEmail')}
          </p>
        )}
        <p id={ids.hint} className="text-sm text-slate-600 dark:text-slate-400">
          {props.completed ? t('invite.hint') : t('panel.askDisabled')}
        </p>
      </form>
      {props.error && (
        <Alert tone="error" onDismiss={props.onDismissError}>
          {props.error}
        </Alert>
      )}
      <h4 id={listTitleId} className="text-sm font-semibold">
        {t('invite.listTitle')}
      </h4>
      {props.loadError ? (
        <Alert tone="error" title={t('invite.loadFailed')}>
          <p>{props.loadError}</p>
          {props.onRetry && (
            <Button className="mt-2" onClick={props.onRetry}>
              {tCommon('retry')}
            </Button>
          )}
        </Alert>
      ) : props.loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner />
          {t('invite.loading')}
        </p>
      ) : newestFirst.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('invite.empty')}</p>
      ) : (
        <ul
          aria-labelledby={listTitleId}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {newestFirst.map((share) => {
            const status = decisionShareStatus(share);
            const imported = share.response !== null && props.importedResponseIds.has(share.response.id);
            return (
              <li key={share.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-medium break-all">{share.reviewerEmail}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('invite.sentOn', { date: formatDay(share.createdAt, i18n.language) })}
                    {share.respondedAt &&
                      ` · ${t('invite.answeredOn', { date: formatDay(share.respondedAt, i18n.language) })}`}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status]}`}
                    >
                      {t(`invite.status.${status}`)}
                    </span>
                    {imported && (
                      <span className="text-xs text-slate-600 dark:text-slate-400">{t('invite.added')}</span>
                    )}
                  </p>
                </div>
                {confirming === share.id ? (
                  <InlineConfirm
                    question={t('invite.confirmRevoke', { email: share.reviewerEmail })}
                    keepLabel={t('invite.keep')}
                    confirmLabel={t('invite.confirm')}
                    onKeep={() => setConfirming(null)}
                    onConfirm={() => {
                      setConfirming(null);
                      props.onRevoke(share.id);
                    }}
                  />
                ) : (
                  <div className="flex flex-wrap gap-2">
                    {status !== 'revoked' && (
                      <Button
                        variant="ghost"
                        busy={props.revokingId === share.id}
                        aria-label={t('invite.revokeNamed', { email: share.reviewerEmail })}
                        onClick={() => setConfirming(share.id)}
                      >
                        {t('invite.revoke')}
                      </Button>
                    )}
                    {share.response && !imported && (
                      <Button
                        variant="primary"
                        busy={props.addingId === share.id}
                        aria-label={t('invite.addNamed', { email: share.reviewerEmail })}
                        onClick={() => props.onAddResponse(share.id)}
                      >
                        {t('invite.add')}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
