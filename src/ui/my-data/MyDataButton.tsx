/** The top bar's way into "My data". */
import { useTranslation } from 'react-i18next';
import { Button } from '../common/Button';

export function MyDataButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('data');
  return (
    <Button
      variant="ghost"
      onClick={onClick}
      aria-label={t('myData.open')}
      icon={
        <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
          <path d="M10 1c3.866 0 7 1.343 7 3v2c0 1.657-3.134 3-7 3S3 7.657 3 6V4c0-1.657 3.134-3 7-3Zm5.694 8.13c.464-.264.91-.583 1.306-.952V10c0 1.657-3.134 3-7 3s-7-1.343-7-3V8.178c.396.37.842.688 1.306.953C5.838 10.006 7.854 10.5 10 10.5s4.162-.494 5.694-1.37ZM3 13.179V15c0 1.657 3.134 3 7 3s7-1.343 7-3v-1.822c-.396.37-.842.688-1.306.953-1.532.875-3.548 1.369-5.694 1.369s-4.162-.494-5.694-1.37A7.009 7.009 0 0 1 3 13.179Z" />
        </svg>
      }
    >
      <span className="hidden sm:inline">{t('myData.open')}</span>
    </Button>
  );
}
