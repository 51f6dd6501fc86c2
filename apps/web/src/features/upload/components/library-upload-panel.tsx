import { InboxOutlined } from '@ant-design/icons';
import { Card, Empty, Upload } from 'antd';
import { LIBRARY_MAX_SECONDS } from '@vidmatrix/contract/upload';
import { useFigures } from '../../../shared/figures';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useUploadQueue } from '../use-upload-queue';
import { UploadItemRow } from './upload-item-row';

/** Drag & drop, several files at once, each with its own progress, state, cancel and retry. */
export function LibraryUploadPanel({ maxBytes, onComplete }: { maxBytes: number; onComplete: () => void }) {
  const { t } = useTranslation('upload');
  const figures = useFigures();
  const { queue, items } = useUploadQueue({
    kind: 'library',
    maxBytes,
    maxSeconds: LIBRARY_MAX_SECONDS,
    message: (key) => t(`messages.${key}`),
    onComplete,
    parallel: 3,
  });
  return (
    <Card title={t('library.uploads')} size="small">
      <Upload.Dragger
        multiple
        accept="video/*"
        showUploadList={false}
        // The queue uploads; antd only picks the files.
        beforeUpload={(file, list) => {
          if (file === list[0]) queue.add(list);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('library.dropHint')}</p>
        <p className="ant-upload-hint">{t('library.dropLimit', { size: figures.quota(maxBytes) })}</p>
      </Upload.Dragger>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.noTasks')} />
      ) : (
        items.map((item) => (
          <UploadItemRow
            key={item.key}
            item={item}
            onCancel={() => void queue.cancel(item.key)}
            onRetry={() => queue.retry(item.key)}
          />
        ))
      )}
    </Card>
  );
}
