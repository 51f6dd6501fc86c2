import { POOL_STATES, type PoolState, type PoolVideo } from '@vidmatrix/contract/console';
import { App, Button, Flex, Image, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useFigures } from '../../../shared/figures';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LIVE, usePool, useRemoveVideos } from '../api';
import { useFeedback } from '../use-feedback';
import { EmptyPool } from './empty-pool';
import { MixedTag, useMixedVideos } from './mix-sources';
import styles from './console.module.css';
import { selectAllTitle } from '../../../shared/ui/table-select-all';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';

export const STATE_COLORS: Record<PoolState, string> = {
  free: 'green',
  locked: 'gold',
  published: 'blue',
  posted: 'purple',
  processing: 'default',
  failed: 'red',
};

const PAGE_SIZE = 20;

/** The activity's video pool: each video's state, and removing videos nobody has claimed. */
export function PoolTable({ activityId, editable }: { activityId: number; editable: boolean }) {
  const { t } = useTranslation('console');
  const figures = useFigures();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const [state, setState] = useState<PoolState | 'all'>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const pool = usePool(
    { id: activityId, page, page_size: PAGE_SIZE, ...(state === 'all' ? {} : { state }) },
    LIVE,
  );
  const remove = useRemoveVideos();
  const mixed = useMixedVideos(activityId);

  const table = useResponsiveColumns<PoolVideo>([
    {
      title: t('pool.cover'),
      from: 'md',
      dataIndex: 'cover_url',
      width: 72,
      render: (src: string) => (
        <Image src={src} width={48} height={64} style={{ objectFit: 'cover' }} alt="" />
      ),
    },
    { title: t('pool.id'), dataIndex: 'id', width: 100, from: 'lg' },
    {
      title: t('pool.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, v) => (
        <>
          {mixed.has(v.id) && <MixedTag project={mixed.get(v.id)!} />}
          {title}
        </>
      ),
    },
    {
      title: t('pool.duration'),
      from: 'lg',
      dataIndex: 'duration',
      width: 100,
      render: (d: number) => figures.duration(d),
    },
    {
      title: t('pool.state'),
      dataIndex: 'state',
      width: 120,
      render: (s: PoolState) => <Tag color={STATE_COLORS[s]}>{t(`state.${s}`)}</Tag>,
    },
  ]);

  const confirmRemove = () =>
    modal.confirm({
      title: t('pool.removeConfirm', { count: selected.length }),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync({ id: activityId, video_ids: selected }).then(({ removed }) => {
          feedback.done(t('pool.removed', { count: removed.length }));
          setSelected([]);
        }, feedback.failed),
    });

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented
          // Seven states are wider than a phone: they scroll within themselves, not the page.
          className={styles.scrollX}
          aria-label={t('pool.state')}
          value={state}
          onChange={(v) => {
            setState(v as PoolState | 'all');
            setPage(1);
            setSelected([]);
          }}
          options={[
            { value: 'all', label: t('pool.all') },
            ...POOL_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
        />
        {editable && (
          <Button danger disabled={selected.length === 0} onClick={confirmRemove}>
            {t('pool.remove', { count: selected.length })}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('pool.removeHint')}</Typography.Text>
      <Table<PoolVideo>
        rowKey="id"
        size="small"
        loading={pool.isPending}
        // Only the whole pool being empty calls for filling it; an empty filter is just empty.
        locale={
          state === 'all' && pool.data?.total === 0
            ? { emptyText: <EmptyPool activityId={activityId} editable={editable} /> }
            : undefined
        }
        dataSource={pool.data?.items ?? []}
        rowSelection={
          editable
            ? {
                selectedRowKeys: selected,
                columnTitle: selectAllTitle,
                onChange: (keys) => setSelected(keys as number[]),
                // Only free videos can go: the server refuses the others (31009) anyway.
                getCheckboxProps: (v) => ({ disabled: v.state !== 'free' }),
              }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: pool.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        {...table}
      />
    </Flex>
  );
}
