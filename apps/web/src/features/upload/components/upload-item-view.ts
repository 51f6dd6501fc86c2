import { FINAL_UPLOAD_STATES } from '@vidmatrix/contract/upload';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFigures } from '../../../shared/figures';
import { itemPercent } from '../format';
import type { UploadItem } from '../upload-queue';

/** The props of a file's row on either page (desktop antd, mobile antd-mobile). */
export interface UploadItemProps {
  item: UploadItem;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * What a file's row shows and allows, decided once for both pages; each page only draws it
 * with its own UI kit, so the console and the uploader never disagree on a state.
 */
export function useUploadItemView(item: UploadItem) {
  const { t } = useTranslation('upload');
  const figures = useFigures();
  const finished = FINAL_UPLOAD_STATES.includes(item.state);
  return {
    /** Spread on the row: the tests find files and their states by these. */
    rowProps: { 'data-testid': 'upload-item', 'data-state': item.state },
    name: item.file.name,
    size: figures.fileSize(item.file.size),
    stateLabel: t(`states.${item.state}`),
    /** The bar's 0–100 while the file is on its way; undefined once final. */
    percent: finished ? undefined : itemPercent(item),
    hashing: item.state === 'preparing' ? t('item.hashing') : null,
    instant: item.instant ? t('item.instant') : null,
    cancelLabel: finished ? null : t('item.cancel'),
    retryLabel: item.state === 'failed' || item.state === 'cancelled' ? t('item.retry') : null,
  };
}
