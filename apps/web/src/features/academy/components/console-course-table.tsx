import type { ConsoleCourse, CourseStatus } from '@vidmatrix/contract/academy-console';
import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format-date';
import { useFigures } from '../../../shared/figures';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useConsoleCourses } from '../console-api';
import { useResponsiveColumns } from '../../../shared/ui/responsive-table';

export const STATUS_COLORS: Record<CourseStatus, string> = {
  draft: 'default',
  published: 'green',
  hidden: 'orange',
};

/** /console/academy: the team's courses, every status, newest update first. */
export function ConsoleCourseTable() {
  const { t, i18n } = useTranslation('academy-console');
  const figures = useFigures();
  const [page, setPage] = useState(1);
  const list = useConsoleCourses(page);
  const table = useResponsiveColumns<ConsoleCourse>([
    {
      title: t('columns.title'),
      dataIndex: 'title',
      render: (title: string, course) => <Link to={String(course.id)}>{title}</Link>,
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (status: CourseStatus) => <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>,
    },
    { title: t('columns.lessons'), render: (_, course) => course.lessons.length, from: 'md' },
    {
      title: t('columns.duration'),
      render: (_, course) => figures.duration(course.total_duration),
      from: 'lg',
    },
    { title: t('columns.learners'), dataIndex: 'learners', from: 'md' },
    {
      title: t('columns.updated'),
      from: 'lg',
      dataIndex: 'updated_at',
      render: (at: string) => formatDateTime(at, i18n.language),
    },
  ]);

  return (
    <Card
      title={t('title')}
      extra={
        <Link to="new">
          <Button tabIndex={-1} type="primary">
            {t('create')}
          </Button>
        </Link>
      }
    >
      <Table<ConsoleCourse>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: list.isError ? list.error.message : t('empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        {...table}
      />
    </Card>
  );
}
