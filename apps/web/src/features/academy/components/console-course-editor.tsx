import type { ConsoleCourse, ConsoleLesson } from '@vidmatrix/contract/academy-console';
import { Alert, Button, Card, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useConsoleCourse, useOrderLessons, useRemoveLesson, useSetCourseStatus } from '../console-api';
import { coursePath } from '../lesson-links';
import { useNotes } from '../use-notes';
import { ConsoleCourseForm } from './console-course-form';
import { STATUS_COLORS } from './console-course-table';
import { LearnersTable } from './learners-table';
import { LessonFormModal } from './lesson-form-modal';
import { SortableLessons } from './sortable-lessons';

/** /console/academy/:id — a course's fields, its state, its chapters in order, and its learners. */
export function ConsoleCourseEditor({ id }: { id: number }) {
  const { t } = useTranslation('academy-console');
  const course = useConsoleCourse(id);
  if (course.isPending) return <Spin />;
  if (!course.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={course.error?.message ?? t('actions.failed')}
        action={<Link to="..">{t('actions.back')}</Link>}
      />
    );
  }
  return <Editor course={course.data} />;
}

function Editor({ course }: { course: ConsoleCourse }) {
  const { t } = useTranslation('academy-console');
  const notes = useNotes();
  const status = useSetCourseStatus();
  const order = useOrderLessons();
  const remove = useRemoveLesson();
  // undefined: closed; null: a new chapter; a lesson: its edit.
  const [editing, setEditing] = useState<ConsoleLesson | null | undefined>(undefined);
  // The dropped order shows at once; the server's answer (the same order) replaces it.
  const [dropped, setDropped] = useState<number[] | null>(null);
  const byId = new Map(course.lessons.map((l) => [l.id, l]));
  const lessons = dropped
    ? dropped.flatMap((lid, i) => {
        const l = byId.get(lid);
        return l ? [{ ...l, number: i + 1 }] : [];
      })
    : course.lessons;

  const act = (action: 'publish' | 'hide') =>
    status.mutate(
      { id: course.id, action },
      {
        onSuccess: () => notes.done(t(action === 'publish' ? 'actions.publishDone' : 'actions.hideDone')),
        onError: notes.failed,
      },
    );
  const onOrder = (ids: number[]) => {
    setDropped(ids);
    order.mutate(
      { course_id: course.id, lesson_ids: ids },
      {
        onSuccess: () => notes.done(t('actions.ordered')),
        onError: notes.failed,
        onSettled: () => setDropped(null),
      },
    );
  };
  const onRemove = (lesson: ConsoleLesson) =>
    remove.mutate(
      { id: lesson.id },
      { onSuccess: () => notes.done(t('actions.removed')), onError: notes.failed },
    );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="..">{t('actions.back')}</Link>
      <Card
        title={
          <Space wrap>
            <span>{course.title}</span>
            <Tag color={STATUS_COLORS[course.status]} data-testid="course-status">
              {t(`status.${course.status}`)}
            </Tag>
          </Space>
        }
        extra={
          <Space wrap>
            {course.status === 'published' ? (
              <>
                <Link to={coursePath(course.id)} target="_blank" rel="noopener">
                  {t('actions.view')}
                </Link>
                <Button loading={status.isPending} onClick={() => act('hide')}>
                  {t('actions.hide')}
                </Button>
              </>
            ) : (
              <Button
                type="primary"
                loading={status.isPending}
                disabled={!course.lessons.length}
                onClick={() => act('publish')}
              >
                {t('actions.publish')}
              </Button>
            )}
          </Space>
        }
      >
        <ConsoleCourseForm course={course} onDone={() => undefined} />
      </Card>
      <Card
        title={t('lessons.title')}
        extra={
          <Button type="primary" onClick={() => setEditing(null)}>
            {t('actions.addLesson')}
          </Button>
        }
      >
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('lessons.help')}</Typography.Text>
          {lessons.length ? (
            <SortableLessons
              lessons={lessons}
              disabled={order.isPending}
              onOrder={onOrder}
              onEdit={setEditing}
              onRemove={onRemove}
            />
          ) : (
            <Typography.Text>{t('lessons.empty')}</Typography.Text>
          )}
        </Flex>
      </Card>
      <Card title={t('learners.title')}>
        <LearnersTable courseId={course.id} />
      </Card>
      {editing !== undefined ? (
        <LessonFormModal
          courseId={course.id}
          lesson={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Space>
  );
}
