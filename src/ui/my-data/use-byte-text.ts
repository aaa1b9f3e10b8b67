import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { byteSize } from './bytes';

/** Formats byte counts in the UI language: "1.5 MB", "1.5 MB" in either language, with its digits. */
export function useByteText(): (bytes: number) => string {
  const { t, i18n } = useTranslation('data');
  return useCallback(
    (bytes: number) => {
      const { unit, value } = byteSize(bytes);
      const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
      return t(`units.${unit}`, { value: number });
    },
    [t, i18n.language],
  );
}
