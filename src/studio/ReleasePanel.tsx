/**
 * Release: runs what `npm run content -- release` runs, on the studio's server,
 * and shows what it released or why nothing was. After a release it shows the
 * `git` commands that commit the released banks with what the release wrote,
 * with a Copy button: the studio never runs them, committing stays the editor's.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReleaseOutcome } from '../content/version-lock';
import { Button } from '../ui/common/Button';
import type { ReleaseReply } from './studio-api-types';
import type { StudioClient } from './studio-client';

export interface ReleasePanelProps {
  client: StudioClient;
  /** The release wrote files: whatever shows the files on disk should read them again. */
  onReleased: () => void;
}

type Run = { kind: 'idle' | 'releasing' } | { kind: 'failed'; message: string } | { kind: 'done'; reply: ReleaseReply };

type Copy = 'idle' | 'copied' | 'failed';

function OutcomeLine({ outcome }: { outcome: ReleaseOutcome }) {
  const { t } = useTranslation('studio');
  return <li>{t(`release.${outcome.status}`, { ...outcome })}</li>;
}

export function ReleasePanel({ client, onReleased }: ReleasePanelProps) {
  const { t } = useTranslation('studio');
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const [copy, setCopy] = useState<Copy>('idle');

  const release = async () => {
    setRun({ kind: 'releasing' });
    setCopy('idle');
    const result = await client.release();
    if (!result.ok) {
      setRun({ kind: 'failed', message: t(`errors.${result.failure.error}`, { message: result.failure.message }) });
      return;
    }
    setRun({ kind: 'done', reply: result.body });
    if (result.body.status === 'released' && result.body.written.length > 0) onReleased();
  };

  const copyCommand = async (command: string) => {
    try {
      await navigator.clipboard.writeText(command);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const reply = run.kind === 'done' ? run.reply : undefined;
  const released = reply?.status === 'released' ? reply.outcomes.filter(({ status }) => status === 'released') : [];

  return (
    <section aria-labelledby="studio-release-heading" className="space-y-2">
      <h2 id="studio-release-heading" className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t('release.heading')}
      </h2>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('release.intro')}</p>
      <Button variant="primary" busy={run.kind === 'releasing'} onClick={() => void release()}>
        {run.kind === 'releasing' ? t('release.releasing') : t('release.button')}
      </Button>
      <div role="status" aria-live="polite" className="space-y-2 text-sm">
        {run.kind === 'failed' ? (
          <p className="text-rose-800 dark:text-rose-200">{t('release.failed', { message: run.message })}</p>
        ) : null}
        {reply?.status === 'problems' ? (
          <>
            <p className="text-rose-800 dark:text-rose-200">
              {t('release.problems', { count: reply.problems.length })}
            </p>
            <ul className="list-disc space-y-1 pl-5 text-xs">
              {reply.problems.map((problem) => (
                <li key={`${problem.file} ${problem.path} ${problem.message}`}>
                  <span className="font-mono">
                    {problem.file} {problem.path}
                  </span>{' '}
                  {problem.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {reply?.status === 'refused' ? (
          <>
            <p className="text-rose-800 dark:text-rose-200">{t('release.refused')}</p>
            <ul className="list-disc pl-5 text-xs">
              {reply.outcomes
                .filter(({ status }) => status === 'edited-in-place' || status === 'lower-than-released')
                .map((outcome) => (
                  <OutcomeLine key={outcome.id} outcome={outcome} />
                ))}
            </ul>
          </>
        ) : null}
        {reply?.status === 'released' ? (
          <>
            {released.length === 0 ? (
              <p>{t('release.nothing')}</p>
            ) : (
              <p className="text-emerald-800 dark:text-emerald-200">{t('release.done')}</p>
            )}
            <ul className="list-disc pl-5 text-xs">
              {reply.outcomes.map((outcome) => (
                <OutcomeLine key={outcome.id} outcome={outcome} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {reply?.status === 'released' && reply.commit ? (
        <div className="space-y-1">
          <figure className="space-y-1">
            <figcaption className="text-xs font-medium">{t('release.commandLabel')}</figcaption>
            <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-slate-900 p-2 font-mono text-xs text-slate-100 dark:bg-black">
              {reply.commit}
            </pre>
          </figure>
          <div className="flex items-center gap-2">
            <Button onClick={() => void copyCommand(reply.commit ?? '')}>{t('release.copy')}</Button>
            <span role="status" className="text-xs">
              {copy === 'copied' ? t('release.copied') : copy === 'failed' ? t('release.copyFailed') : ''}
            </span>
          </div>
        </div>
      ) : null}
    </section>
  );
}
