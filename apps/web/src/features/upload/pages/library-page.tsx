import { Alert, Button, Card, Progress, Space, Spin, Typography, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useDeleteLibraryVideo, useLibrary, useRenameLibraryVideos } from '../api';
import { BulkRename } from '../components/bulk-rename';
import { useTitleCheck } from '../use-title-check';
import { AddToActivity } from '../components/add-to-activity';
import { LibraryTable } from '../components/library-table';
import { LibraryUploadPanel } from '../components/library-upload-panel';
import { useFigures } from '../../../shared/figures';

/** /console/library: the team's video library, its quota, uploads and adding to activities. */
export function LibraryPage() {
  const { t } = useTranslation('upload');
  const figures = useFigures();
  const library = useLibrary();
  const remove = useDeleteLibraryVideo();
  const rename = useRenameLibraryVideos();
  const checkTitle = useTitleCheck();
  // An activity's empty pool links here with `?activity=`: that activity is picked already.
  const [params] = useSearchParams();
  const target = Number(params.get('activity')) || undefined;
  const [selected, setSelected] = useState<number[]>([]);
  const [toast, holder] = message.useMessage();
  const refresh = () => void library.refetch();

  if (library.isPending) return <Spin />;
  if (!library.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('messages.paramsFailed')}
        description={library.error?.message}
        action={<Button onClick={refresh}>{t('item.retry')}</Button>}
      />
    );
  }
  const { quota, videos, max_file_bytes: maxBytes } = library.data;
  const percent = quota.total_bytes
    ? Math.min(100, Math.round((quota.used_bytes / quota.total_bytes) * 100))
    : 100;
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        void toast.success(t('library.deleted'));
        setSelected((ids) => ids.filter((x) => x !== id));
      },
      onError: (error) => void toast.error(error instanceof Error ? error.message : String(error)),
    });

  const renamed = (items: { library_video_id: number; title: string }[]) =>
    rename.mutateAsync(items).then(
      () => void toast.success(t('titles.saved')),
      (error: unknown) => void toast.error(error instanceof Error ? error.message : String(error)),
    );
  const onRename = (id: number, title: string) => {
    const checked = checkTitle(title);
    if ('problem' in checked) void toast.error(checked.problem);
    else void renamed([{ library_video_id: id, title: checked.title }]);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {holder}
      <Typography.Title level={3}>{t('library.title')}</Typography.Title>
      <Card size="small">
        <Typography.Text id="library-quota" data-testid="library-quota">
          {t('library.quota', {
            used: figures.quota(quota.used_bytes),
            total: figures.quota(quota.total_bytes),
          })}
        </Typography.Text>
        <Progress
          aria-labelledby="library-quota"
          percent={percent}
          status={percent >= 100 ? 'exception' : 'normal'}
        />
        {quota.used_bytes >= quota.total_bytes && (
          <Alert type="error" showIcon title={t('messages.quotaFull')} />
        )}
      </Card>
      <LibraryUploadPanel maxBytes={maxBytes} onComplete={refresh} />
      <Card
        size="small"
        title={t('library.title')}
        extra={<Button onClick={refresh}>{t('library.refresh')}</Button>}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <AddToActivity selected={selected} videos={videos} initialActivity={target} />
          <BulkRename selected={selected} videos={videos} check={checkTitle} onRename={renamed} />
          <LibraryTable
            videos={videos}
            selected={selected}
            onSelect={setSelected}
            onDelete={onDelete}
            deleting={remove.isPending}
            onRename={onRename}
          />
        </Space>
      </Card>
    </Space>
  );
}
