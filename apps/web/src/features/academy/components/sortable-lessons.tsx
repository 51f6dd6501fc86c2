import type { ConsoleLesson, HlsState } from '@vidmatrix/contract/academy-console';
import { HolderOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SortableList, useSortableRow } from '../../../shared/ui/sortable-list';
import { formatTime } from '../../../shared/ui/video-player/player-time';
import styles from '../academy-console.module.css';

const HLS_COLORS: Record<HlsState, string> = {
  pending: 'default',
  processing: 'blue',
  ready: 'green',
  failed: 'red',
};

interface SortableLessonsProps {
  lessons: ConsoleLesson[];
  disabled: boolean;
  onOrder: (ids: number[]) => void;
  onEdit: (lesson: ConsoleLesson) => void;
  onRemove: (lesson: ConsoleLesson) => void;
}

/** A course's chapters, ordered by dragging the handle or from the keyboard (`SortableList`). */
export function SortableLessons({ lessons, disabled, onOrder, onEdit, onRemove }: SortableLessonsProps) {
  const { t } = useTranslation('academy-console');
  const titleOf = (id: number) => lessons.find((l) => l.id === id)?.title ?? String(id);
  const words = {
    instructions: t('lessons.a11y.instructions'),
    picked: (title: string) => t('lessons.a11y.pickedUp', { title }),
    over: (title: string, number: number) => t('lessons.a11y.movedOver', { title, number }),
    dropped: (title: string, number: number) => t('lessons.a11y.dropped', { title, number }),
    cancelled: (title: string) => t('lessons.a11y.cancelled', { title }),
  };
  return (
    <SortableList
      ids={lessons.map((l) => l.id)}
      nameOf={titleOf}
      words={words}
      onOrder={onOrder}
      disabled={disabled}
    >
      <ol className={styles.lessons} data-testid="lesson-list">
        {lessons.map((lesson) => (
          <SortableLesson key={lesson.id} lesson={lesson} onEdit={onEdit} onRemove={onRemove} />
        ))}
      </ol>
    </SortableList>
  );
}

function SortableLesson({
  lesson,
  onEdit,
  onRemove,
}: {
  lesson: ConsoleLesson;
  onEdit: (lesson: ConsoleLesson) => void;
  onRemove: (lesson: ConsoleLesson) => void;
}) {
  const { t } = useTranslation('academy-console');
  const { setNodeRef, style, setHandleRef, handle, isDragging } = useSortableRow(lesson.id);
  return (
    <li
      ref={setNodeRef}
      className={styles.lesson}
      style={{ ...style, opacity: isDragging ? 0.6 : 1 }}
      data-testid="lesson-row"
    >
      <button
        type="button"
        className={styles.handle}
        aria-label={t('lessons.drag', { title: lesson.title })}
        ref={setHandleRef}
        {...handle}
      >
        <HolderOutlined />
      </button>
      {lesson.cover ? <img className={styles.thumb} src={lesson.cover} alt="" /> : null}
      <div className={styles.lessonMain}>
        <Typography.Text strong>
          {t('lessons.number', { number: lesson.number })} {lesson.title}
        </Typography.Text>
        <Space size={4} wrap>
          <Typography.Text type="secondary">{formatTime(lesson.duration)}</Typography.Text>
          <Tag color={HLS_COLORS[lesson.hls_state]}>{t(`lessons.hls.${lesson.hls_state}`)}</Tag>
        </Space>
      </div>
      <Space wrap>
        <Button size="small" onClick={() => onEdit(lesson)}>
          {t('actions.edit')}
        </Button>
        <Popconfirm title={t('actions.confirmRemove')} onConfirm={() => onRemove(lesson)}>
          <Button size="small" danger>
            {t('actions.remove')}
          </Button>
        </Popconfirm>
      </Space>
    </li>
  );
}
