/** The content files, grouped by nothing but their path: the open one marked for sight and for screen readers. */
import { useTranslation } from 'react-i18next';

export interface FileListProps {
  /** undefined while the list is loading. */
  files: readonly string[] | undefined;
  selected: string | undefined;
  onSelect: (file: string) => void;
}

export function FileList({ files, selected, onSelect }: FileListProps) {
  const { t } = useTranslation('studio');
  return (
    <nav aria-labelledby="studio-files-heading" className="flex min-h-0 flex-col">
      <h2 id="studio-files-heading" className="px-2 pb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t('files.heading')}
      </h2>
      {files === undefined ? (
        <p className="px-2 text-sm text-slate-600 dark:text-slate-300">{t('files.loading')}</p>
      ) : files.length === 0 ? (
        <p className="px-2 text-sm text-slate-600 dark:text-slate-300">{t('files.none')}</p>
      ) : (
        <ul className="min-h-0 overflow-y-auto">
          {files.map((file) => (
            <li key={file}>
              <button
                type="button"
                aria-current={file === selected ? 'page' : undefined}
                onClick={() => onSelect(file)}
                className="w-full truncate rounded-md px-2 py-1 text-left font-mono text-xs text-slate-700 hover:bg-slate-200/70 aria-[current=page]:bg-sky-100 aria-[current=page]:font-semibold aria-[current=page]:text-sky-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-sky-900/60 dark:aria-[current=page]:text-sky-100"
                title={file}
              >
                {file}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
