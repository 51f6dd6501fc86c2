import type { LearnerProgress } from '@vidmatrix/contract/academy-console';
import { Progress, Table } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format-date';
import { useFigures } from '../../../shared/figures';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLearners } from '../console-api';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';

/** Learners' progress over one course, latest activity first. */
export function LearnersTable({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('academy-console');
  const figures = useFigures();
  const [page, setPage] = useState(1);
  const learners = useLearners(courseId, page);
  const table = useResponsiveColumns<LearnerProgress>([
    { title: t('learners.phone'), dataIndex: 'phone' },
    {
      title: t('learners.progress'),
      render: (_, l) => (
        <span>
          <Progress percent={l.percent} size="small" style={{ width: 120, marginRight: 8 }} />
          {t('learners.lessons', { done: l.completed_lessons, total: l.total_lessons })}
        </span>
      ),
    },
    { title: t('learners.watched'), render: (_, l) => figures.duration(l.watched_seconds), from: 'lg' },
    {
      title: t('learners.last'),
      from: 'md',
      dataIndex: 'last_played_at',
      render: (at: string) => formatDateTime(at, i18n.language),
    },
  ]);

  return (
    <Table<LearnerProgress>
      rowKey="user_id"
      size="small"
      loading={learners.isFetching}
      dataSource={learners.data?.items ?? []}
      locale={{ emptyText: learners.isError ? learners.error.message : t('learners.empty') }}
      pagination={{
        current: page,
        pageSize: 20,
        total: learners.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      {...table}
    />
  );
}
