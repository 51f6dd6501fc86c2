import { Button, Progress, Space, Tag, Typography } from 'antd';
import { useUploadItemView, type UploadItemProps } from './upload-item-view';

const COLORS: Record<string, string> = {
  complete: 'success',
  failed: 'error',
  cancelled: 'default',
  uploading: 'processing',
  cloud_processing: 'processing',
  transcoding: 'processing',
};

/** One file of the desktop upload panel: name, state, progress bar, error, cancel/retry. */
export function UploadItemRow({ item, onCancel, onRetry }: UploadItemProps) {
  const view = useUploadItemView(item);
  return (
    <div {...view.rowProps} style={{ padding: '8px 0' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text ellipsis style={{ maxWidth: 360 }}>
          {view.name}
        </Typography.Text>
        <Space>
          <Typography.Text type="secondary">{view.size}</Typography.Text>
          <Tag color={COLORS[item.state] ?? 'default'}>{view.stateLabel}</Tag>
          {view.cancelLabel && (
            <Button size="small" onClick={onCancel}>
              {view.cancelLabel}
            </Button>
          )}
          {view.retryLabel && (
            <Button size="small" onClick={onRetry}>
              {view.retryLabel}
            </Button>
          )}
        </Space>
      </Space>
      {view.percent !== undefined && <Progress percent={view.percent} size="small" status="active" />}
      {view.hashing && <Typography.Text type="secondary">{view.hashing}</Typography.Text>}
      {view.instant && <Typography.Text type="success">{view.instant}</Typography.Text>}
      {item.error && (
        <Typography.Text type="danger" role="alert">
          {item.error}
        </Typography.Text>
      )}
    </div>
  );
}
