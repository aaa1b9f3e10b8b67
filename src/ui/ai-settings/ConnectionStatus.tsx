/** What the last "Test connection" found, in plain words, announced politely (or assertively for errors). */
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';
import { Spinner } from '../common/Spinner';
import type { ConnectionTestState } from './use-connection-test';

export function ConnectionStatus({ state, timeoutSeconds }: { state: ConnectionTestState; timeoutSeconds: number }) {
  const { t } = useTranslation('ai');
  if (state.phase === 'idle') return null;
  if (state.phase === 'testing') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Spinner />
        {t('connection.testing')}
      </p>
    );
  }
  if (state.ok) return <Alert tone="success">{t('connection.success', { ms: state.latencyMs })}</Alert>;
  return (
    <Alert tone="error" title={t('connection.failed')}>
      {t(`connection.error.${state.kind}`, { seconds: timeoutSeconds })}
    </Alert>
  );
}
