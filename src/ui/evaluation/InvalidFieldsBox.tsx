/**
 * When type validation fails, a red box lists the offending question ids.
 * Only the first few are listed so the box stays small; an ellipsis entry says there are more.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';

/** How many ids the box lists before the ellipsis entry, so a long list stays readable. */
export const MAX_LISTED_FIELDS = 5;

export function InvalidFieldsBox({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('evaluation');
  const listed = fields.slice(0, MAX_LISTED_FIELDS);
  return (
    <Alert tone="error" title={t('invalidFields.title')}>
      <ul className="list-inside list-disc font-mono">
        {listed.map((id) => (
          <li key={id}>{id}</li>
        ))}
        {fields.length > listed.length && <li>{t('invalidFields.more')}</li>}
      </ul>
    </Alert>
  );
}
