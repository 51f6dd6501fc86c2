import { EditOutlined } from '@ant-design/icons';
import { Button, Image, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { VIDEO_TITLE_MAX, type LibraryVideo } from '@vidmatrix/contract/upload';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFigures } from '../../../shared/figures';
import { selectAllTitle } from '../../../shared/ui/table-select-all';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';

interface Props {
  videos: LibraryVideo[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  onDelete: (id: number) => void;
  deleting: boolean;
  /** Gives one video a new title (already checked by the contract's rule). */
  onRename: (id: number, title: string) => void;
}

/** The team's library: cover, duration, size, codecs, check results (failures flagged), pools. */
export function LibraryTable({ videos, selected, onSelect, onDelete, deleting, onRename }: Props) {
  const { t } = useTranslation('upload');
  const figures = useFigures();
  const checkName = (code: string) => t(`checks.${code}`, { defaultValue: code });
  const table = useResponsiveColumns<LibraryVideo>([
    {
      title: t('library.columns.cover'),
      from: 'md',
      dataIndex: 'cover_url',
      width: 72,
      render: (url: string, video) => <Image src={url} alt={video.title} width={48} />,
    },
    {
      title: t('library.columns.title'),
      dataIndex: 'title',
      // The title customers get: edited in place (the pencil), saved when the field is left.
      render: (title: string, v) => (
        <Typography.Text
          data-testid="library-title"
          editable={{
            tooltip: t('titles.edit'),
            // antd's pencil is named "edit" in English for screen readers: ours says it in the page's language.
            icon: <EditOutlined aria-label={t('titles.edit')} />,
            maxLength: VIDEO_TITLE_MAX,
            onChange: (next) => next !== title && onRename(v.id, next),
          }}
        >
          {title}
        </Typography.Text>
      ),
    },
    {
      title: t('library.columns.duration'),
      from: 'lg',
      dataIndex: 'duration_seconds',
      render: (seconds: number) => figures.duration(seconds),
    },
    {
      title: t('library.columns.size'),
      from: 'xl',
      dataIndex: 'size',
      render: (size: number) => figures.fileSize(size),
    },
    {
      title: t('library.columns.codecs'),
      from: 'xxl',
      render: (_, v) =>
        `${v.video_codec}${v.audio_codec ? ` / ${v.audio_codec}` : ''} · ${v.width}×${v.height}`,
    },
    {
      title: t('library.columns.checks'),
      from: 'lg',
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
      from: 'xl',
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
      from: 'md',
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
  ]);

  return (
    <Table<LibraryVideo>
      rowKey="id"
      size="small"
      dataSource={videos}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('library.empty') }}
      rowSelection={{
        selectedRowKeys: selected,
        columnTitle: selectAllTitle,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      {...table}
    />
  );
}
