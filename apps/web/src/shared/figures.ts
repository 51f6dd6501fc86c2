import { fileSize, formatNumber, quotaSize, readableDuration, type Size } from '@vidmatrix/contract/figures';
import { useTranslation } from './i18n/use-translation';

const sizeText = (s: Size, language: string) =>
  `${formatNumber(s.value, language, { min: s.decimals, max: s.decimals })} ${s.unit}`;

/**
 * The readable figures of spec §9 in the page's language: durations ("12 小时", "1.5 min"), file
 * sizes ("3.34 MB") and quotas ("10 GB"). The rules live in the contract; this only words them.
 */
export function useFigures() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return {
    duration: (seconds: number) => {
      const d = readableDuration(seconds);
      return t(`figures.${d.unit}`, { value: formatNumber(d.value, language, { min: 0, max: 1 }) });
    },
    fileSize: (bytes: number) => sizeText(fileSize(bytes), language),
    quota: (bytes: number) => sizeText(quotaSize(bytes), language),
  };
}
