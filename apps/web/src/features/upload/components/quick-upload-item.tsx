import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import styles from '../uploader.module.css';
import { useUploadItemView, type UploadItemProps } from './upload-item-view';

const COLORS: Record<string, 'success' | 'danger' | 'default' | 'primary'> = {
  complete: 'success',
  failed: 'danger',
  cancelled: 'default',
};

/** One file of the mobile uploader: name, size, state, progress, error, cancel/retry. */
export function QuickUploadItem({ item, onCancel, onRetry }: UploadItemProps) {
  const view = useUploadItemView(item);
  return (
    <li className={styles.item} {...view.rowProps}>
      <div className={styles.row}>
        <span className={styles.name}>{view.name}</span>
        <span>{view.size}</span>
        <Tag color={COLORS[item.state] ?? 'primary'}>{view.stateLabel}</Tag>
      </div>
      {view.percent !== undefined && <ProgressBar percent={view.percent} />}
      {view.instant && <p className={styles.ok}>{view.instant}</p>}
      {item.error && (
        <p className={styles.error} role="alert">
          {item.error}
        </p>
      )}
      {view.cancelLabel && (
        <Button size="mini" onClick={onCancel}>
          {view.cancelLabel}
        </Button>
      )}
      {view.retryLabel && (
        <Button size="mini" onClick={onRetry}>
          {view.retryLabel}
        </Button>
      )}
    </li>
  );
}
