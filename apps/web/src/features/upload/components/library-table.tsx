import { Button, Image, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { LibraryVideo } from '@vidmatrix/contract/upload';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFigures } from '../../../shared/figures';
import { selectAllTitle } from '../../../shared/ui/table-select-all';

interface Props {
  videos: LibraryVideo[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  onDelete: (id: number) => void;
  deleting: boolean;
}

/** The team's library: cover, duration, size, codecs, check results (failures flagged), pools. */
export function LibraryTable({ videos, selected, onSelect, onDelete, deleting }: Props) {
  const { t } = useTranslation('upload');
  const figures = useFigures();
  const checkName = (code: string) => t(`checks.${code}`, { defaultValue: code });
  return (
    <Table<LibraryVideo>
      rowKey="id"
      // Wide columns scroll sideways instead of being cut off (issue 13).
      scroll={{ x: 'max-content' }}
      size="small"
      dataSource={videos}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('library.empty') }}
      rowSelection={{
        selectedRowKeys: selected,
        columnTitle: selectAllTitle,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      columns={[
        {
          title: t('library.columns.cover'),
          dataIndex: 'cover_url',
          width: 72,
          render: (url: string, video) => <Image src={url} alt={video.title} width={48} />,
        },
        {
          title: t('library.columns.title'),
          dataIndex: 'title',
          render: (title: string) => <Typography.Text>{title}</Typography.Text>,
        },
        {
          title: t('library.columns.duration'),
          dataIndex: 'duration_seconds',
          render: (seconds: number) => figures.duration(seconds),
        },
        {
          title: t('library.columns.size'),
          dataIndex: 'size',
          render: (size: number) => figures.fileSize(size),
        },
        {
          title: t('library.columns.codecs'),
          render: (_, v) =>
            `${v.video_codec}${v.audio_codec ? ` / ${v.audio_codec}` : ''} · ${v.width}×${v.height}`,
        },
        {
          title: t('library.columns.checks'),
          render: (_, v) =>
            v.checks_ok ? (
              <Tag color="success">{t('library.checksOk')}</Tag>
            ) : (
              <Tag
                color="error"
                title={v.checks
                  .filter((c) => !c.ok)
                  .map((c) => c.detail ?? '')
                  .join('; ')}
              >
                {t('library.checksFailed', {
                  checks: v.checks
                    .filter((c) => !c.ok)
                    .map((c) => checkName(c.code))
                    .join(', '),
                })}
              </Tag>
            ),
        },
        {
          title: t('library.columns.activities'),
          render: (_, v) =>
            v.activities.length ? (
              <Space size={4} wrap>
                {v.activities.map((a) => (
                  <Tag key={a.id}>
                    <Link to={`/console/activities/${a.id}`} data-testid="library-activity">
                      {a.title}
                    </Link>
                  </Tag>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('library.noActivities')}</Typography.Text>
            ),
        },
        {
          title: t('library.columns.actions'),
          render: (_, v) => (
            <Space size={4}>
              {/* The shares page opens its dialog with this video's copy in its first activity. */}
              <Link
                to={`/console/shares?video=${v.id}${v.activity_ids.length ? `&activity=${v.activity_ids[0]}` : ''}`}
              >
                <Button tabIndex={-1} size="small">
                  {t('library.share')}
                </Button>
              </Link>
              <Popconfirm title={t('library.deleteConfirm')} onConfirm={() => onDelete(v.id)}>
                <Button size="small" danger loading={deleting}>
                  {t('library.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
