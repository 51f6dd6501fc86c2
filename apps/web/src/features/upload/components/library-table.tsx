import { Button, Image, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { LibraryVideo } from '@vidmatrix/contract/upload';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatMb } from '../format';

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
  const checkName = (code: string) => t(`checks.${code}`, { defaultValue: code });
  return (
    <Table<LibraryVideo>
      rowKey="id"
      size="small"
      dataSource={videos}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('library.empty') }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
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
        { title: t('library.columns.duration'), dataIndex: 'duration_seconds', render: formatDuration },
        {
          title: t('library.columns.size'),
          dataIndex: 'size',
          render: (size: number) => `${formatMb(size)} MB`,
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
            v.activity_ids.length ? (
              <Space size={4} wrap>
                {v.activity_ids.map((id) => (
                  <Tag key={id}>{id}</Tag>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('library.noActivities')}</Typography.Text>
            ),
        },
        {
          title: t('library.columns.actions'),
          render: (_, v) => (
            <Popconfirm title={t('library.deleteConfirm')} onConfirm={() => onDelete(v.id)}>
              <Button size="small" danger loading={deleting}>
                {t('library.delete')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
