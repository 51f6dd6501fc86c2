import type { ScriptSummary } from '@vidmatrix/contract/copywriting';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format-date';
import { useDeleteScript, useScripts } from '../api';
import { orientationLabel } from '../labels';
import { AiLabel } from './ai-label';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';

const PAGE_SIZE = 20;

/** The team's scripts, last edited first, searchable by title. */
export function ScriptList() {
  const { t, i18n } = useTranslation('copywriting');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [title, setTitle] = useState('');
  const list = useScripts({ page, page_size: PAGE_SIZE, ...(title ? { title } : {}) });
  const remove = useDeleteScript();

  const deleteScript = (id: number) =>
    remove.mutate(
      { id },
      {
        onSuccess: () => void message.success(t('list.deleted')),
        onError: (e) =>
          void message.error(
            e instanceof ApiError || e instanceof NetworkError ? e.message : t('list.deleteFailed'),
          ),
      },
    );

  const table = useResponsiveColumns<ScriptSummary>([
    {
      title: t('field.title'),
      key: 'title',
      render: (_, s) => <Link to={String(s.id)}>{s.title}</Link>,
    },
    {
      title: t('field.type'),
      from: 'md',
      dataIndex: 'type',
      render: (v: ScriptSummary['type']) => <Tag>{t(`type.${v}`)}</Tag>,
    },
    {
      title: t('field.orientation'),
      from: 'lg',
      dataIndex: 'orientation',
      render: (v: ScriptSummary['orientation']) => orientationLabel(t, v),
    },
    {
      title: t('field.duration'),
      from: 'lg',
      dataIndex: 'expected_duration_seconds',
      render: (v: number) => t('list.seconds', { count: v }),
    },
    { title: t('list.words'), dataIndex: 'word_count', from: 'xl' },
    { title: t('list.source'), key: 'ai', render: (_, s) => <AiLabel source={s.ai_source} />, from: 'xl' },
    {
      title: t('list.updated'),
      from: 'xxl',
      dataIndex: 'updated_at',
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('list.actions'),
      from: 'md',
      key: 'actions',
      render: (_, s) => (
        <Space size={4} wrap>
          {/* The link is the one Tab stop; the button inside only draws it (tabIndex -1). */}
          <Link to={String(s.id)}>
            <Button tabIndex={-1} size="small">
              {t('action.edit')}
            </Button>
          </Link>
          <Button size="small" onClick={() => navigate(`/console/shares?script=${s.id}`)}>
            {t('action.share')}
          </Button>
          <Popconfirm
            title={t('list.confirmDelete', { title: s.title })}
            onConfirm={() => deleteScript(s.id)}
          >
            <Button size="small" danger>
              {t('action.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]);

  return (
    <Card
      title={t('list.title')}
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            onSearch={(value) => {
              setTitle(value.trim());
              setPage(1);
            }}
          />
          <Link to="new">
            <Button tabIndex={-1} type="primary">
              {t('list.create')}
            </Button>
          </Link>
        </Space>
      }
    >
      <Table<ScriptSummary>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('list.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        {...table}
      />
    </Card>
  );
}
