/**
 * "Shared with me": the review packets others sent the reviewer, newest first,
 * each with who sent it, the decision's name, when it arrived and how far the
 * reviewer got (forecast needed, critique to finish, response written), with
 * Open and Remove (Remove asks first: the reviewer's work on it goes too).
 * Packets arrive as files: "Open a packet file" reports the chosen File up, and
 * the empty list says so. A file the caller refused shows its words above the list.
 * Where accounts meet, `invitations` adds the decisions shared with the
 * reviewer's e-mail to the same list, marked as such: one not opened yet has
 * Open only (opening keeps its packet, which then lists as any other).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecisionShare, SharedPacket } from '../../data/second-opinion';
import { Alert } from '../common/Alert';
import { BackIcon } from '../common/BackIcon';
import { Button } from '../common/Button';
import { formatDay } from '../common/format-date';
import { InlineConfirm } from '../common/InlineConfirm';
import { LoadFailed } from '../common/LoadFailed';
import { Spinner } from '../common/Spinner';
import { FileButton } from './FileButton';
import { type SharedPacketStatus, sharedPacketStatus } from './packet-status';

/** The decisions shared with the reviewer's e-mail, read apart from the packets. */
export interface SharedWithMeInvitations {
  /** The active shares addressed to the reviewer; one whose packet is among `packets` lists as that packet. */
  shares: readonly DecisionShare[];
  loading?: boolean;
  /** They could not be read (already in the UI language); the packets still list, with Retry above them. */
  loadError?: string | null;
  onRetry: () => void;
  /** Opens a share whose packet is not kept yet. */
  onOpen: (shareId: string) => void;
  /** The share being opened. */
  openingId?: string | null;
}

export interface SharedWithMeListProps {
  packets: readonly SharedPacket[];
  onOpen: (id: string) => void;
  onRemove: (id: string) => void;
  /** The file the reviewer chose; the caller reads and checks it. */
  onOpenFile: (file: File) => void;
  /** The list is being read; shown instead of the empty state. */
  loading?: boolean;
  /** The list could not be read (already in the UI language); shown with Retry when `onRetry` is given. */
  loadError?: string | null;
  onRetry?: () => void;
  /** A chosen file is being read. */
  openingFile?: boolean;
  /** Why the chosen file was refused, already in the UI language. */
  fileError?: string | null;
  onDismissFileError?: () => void;
  /** Back to the journal; without it the list offers no way back of its own. */
  onBack?: () => void;
  /** Invitations by e-mail, where the runtime offers them; absent, packets arrive as files only. */
  invitations?: SharedWithMeInvitations;
}

type Row = { kind: 'packet'; shared: SharedPacket; at: string } | { kind: 'share'; share: DecisionShare; at: string };

const STATUS_STYLE: Record<SharedPacketStatus, string> = {
  forecastNeeded: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  critiqueToFinish: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  responseWritten: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
};

export function SharedWithMeList({
  packets,
  onOpen,
  onRemove,
  onOpenFile,
  loading = false,
  loadError = null,
  onRetry,
  openingFile = false,
  fileError = null,
  onDismissFileError,
  onBack,
  invitations,
}: SharedWithMeListProps) {
  const { t, i18n } = useTranslation('opinions');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (loadError) {
    return onRetry ? (
      <LoadFailed title={t('shared.loadFailed')} message={loadError} onRetry={onRetry} />
    ) : (
      <Alert tone="error" title={t('shared.loadFailed')}>
        {loadError}
      </Alert>
    );
  }
  const invited = new Set(invitations?.shares.map((share) => share.packet.packetId));
  const kept = new Set(packets.map((shared) => shared.packet.packetId));
  const sorted: Row[] = [
    ...packets.map((shared): Row => ({ kind: 'packet', shared, at: shared.receivedAt })),
    ...(invitations?.shares ?? [])
      .filter((share) => !kept.has(share.packet.packetId))
      .map((share): Row => ({ kind: 'share', share, at: share.createdAt })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-800"
    >
      {onBack && (
        <Button variant="ghost" onClick={onBack} icon={<BackIcon />} className="-ms-3">
          {t('shared.back')}
        </Button>
      )}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('shared.title')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('shared.intro')}</p>
        </div>
        <FileButton onFile={onOpenFile} busy={openingFile} variant="primary">
          {t('shared.openFile')}
        </FileButton>
      </header>
      {fileError && (
        <Alert tone="error" onDismiss={onDismissFileError}>
          {fileError}
        </Alert>
      )}
      {invitations?.loadError && (
        <Alert tone="error" title={t('shared.sharesLoadFailed')}>
          <p>{invitations.loadError}</p>
          <Button className="mt-2" onClick={invitations.onRetry}>
            {tCommon('retry')}
          </Button>
        </Alert>
      )}
      {invitations?.loading && !loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner />
          {t('shared.sharesLoading')}
        </p>
      )}
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner />
          {t('shared.loading')}
        </p>
      ) : sorted.length === 0 ? (
        invitations?.loading ? null : (
          <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-700">
            <p className="font-medium">{t('shared.emptyTitle')}</p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {invitations ? t('shared.emptyWithShares') : t('shared.empty')}
            </p>
          </div>
        )
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {sorted.map((row) => {
            if (row.kind === 'share') {
              const { share } = row;
              return (
                <InvitationRow
                  key={`share:${share.id}`}
                  share={share}
                  opening={invitations?.openingId === share.id}
                  onOpen={() => invitations?.onOpen(share.id)}
                />
              );
            }
            const { shared } = row;
            const { packet } = shared;
            const name = packet.decision.name;
            const status = sharedPacketStatus(shared);
            return (
              <li key={shared.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-medium break-words">{name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('shared.from', { name: packet.from })}
                    {' · '}
                    {t('shared.received', { date: formatDay(shared.receivedAt, i18n.language) })}
                  </p>
                  <StatusLine status={status} invited={invited.has(packet.packetId)} />
                </div>
                {confirming === shared.id ? (
                  <InlineConfirm
                    question={t('shared.confirmRemove', { name })}
                    keepLabel={t('shared.keep')}
                    confirmLabel={t('shared.confirm')}
                    onKeep={() => setConfirming(null)}
                    onConfirm={() => {
                      setConfirming(null);
                      onRemove(shared.id);
                    }}
                  />
                ) : (
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      aria-label={t('shared.removeNamed', { name, from: packet.from })}
                      onClick={() => setConfirming(shared.id)}
                    >
                      {t('shared.remove')}
                    </Button>
                    <Button
                      variant="primary"
                      aria-label={t('shared.openNamed', { name, from: packet.from })}
                      onClick={() => onOpen(shared.id)}
                    >
                      {t('shared.open')}
                    </Button>
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

/** Where the reviewer stands with a packet, and whether it came by e-mail invitation. */
function StatusLine({ status, invited }: { status: SharedPacketStatus; invited: boolean }) {
  const { t } = useTranslation('opinions');
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2">
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status]}`}>
        {t(`status.${status}`)}
      </span>
      {invited && <span className="text-xs text-slate-600 dark:text-slate-400">{t('shared.byInvitation')}</span>}
    </p>
  );
}

/** A decision shared with the reviewer's e-mail and not opened yet: Open keeps its packet; there is nothing to remove. */
function InvitationRow({ share, opening, onOpen }: { share: DecisionShare; opening: boolean; onOpen: () => void }) {
  const { t, i18n } = useTranslation('opinions');
  const { packet } = share;
  const name = packet.decision.name;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('shared.from', { name: packet.from })}
          {' · '}
          {t('shared.sharedOn', { date: formatDay(share.createdAt, i18n.language) })}
        </p>
        <StatusLine
          status={sharedPacketStatus({ forecast: share.response?.forecast ?? null, response: share.response })}
          invited
        />
      </div>
      <Button
        variant="primary"
        busy={opening}
        aria-label={t('shared.openNamed', { name, from: packet.from })}
        onClick={onOpen}
      >
        {t('shared.open')}
      </Button>
    </li>
  );
}
