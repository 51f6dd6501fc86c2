import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** Whole yuan in the page's language ("¥4,900", "CN¥4.900"…). */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation('guide');
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'CNY',
      maximumFractionDigits: 0,
    });
    return (amount: number) => format.format(amount);
  }, [language]);
}
