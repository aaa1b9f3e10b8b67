/**
 * AI-analysis note: 'enhanced' when the AI analysis went into the result;
 * otherwise why not — the service failed although a key is set, or no key is set yet.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../common/Alert';

export function AiNote({ apiEnhanced, aiConfigured }: { apiEnhanced: boolean; aiConfigured: boolean }) {
  const { t } = useTranslation('evaluation');
  if (apiEnhanced) return <Alert tone="success">{t('ai.enhanced')}</Alert>;
  if (aiConfigured) return <Alert tone="warning">{t('ai.unavailable')}</Alert>;
  return <Alert tone="info">{t('ai.hint')}</Alert>;
}
