/**
 * Beside the problems of a bank: when its edit changes a released version in
 * place (the problem `content check` reports on "version"), or its content
 * needs a higher version than it gives, the version to use and an Accept
 * button that sets it. Nothing is shown for any other file or bank.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/common/Button';
import type { BankVersionStatus } from './studio-api-types';

export interface VersionBumpNoticeProps {
  /** The open bank against its last released version; undefined for any other file or before it is known. */
  status: BankVersionStatus | undefined;
  busy: boolean;
  onAccept: (file: string, version: string) => void;
}

export function VersionBumpNotice({ status, busy, onAccept }: VersionBumpNoticeProps) {
  const { t } = useTranslation('studio');
  if (!status?.suggested) return null;
  const { id, file, version, suggested, bump, changedInPlace } = status;
  return (
    <section
      aria-labelledby="studio-bump-heading"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <h2 id="studio-bump-heading" className="sr-only">
        {t('bump.heading')}
      </h2>
      <div className="mr-auto min-w-0">
        {changedInPlace ? <p>{t('bump.changedInPlace', { id, version })}</p> : null}
        <p>
          {bump ? `${t(`changes.bump.${bump}`)} ` : ''}
          {t('bump.suggest', { suggested })}
        </p>
      </div>
      <Button variant="primary" disabled={busy} onClick={() => onAccept(file, suggested)}>
        {t('bump.accept', { suggested })}
      </Button>
    </section>
  );
}
