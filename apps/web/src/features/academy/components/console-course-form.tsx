import {
  COURSE_TEXT_MAX,
  COURSE_TITLE_MAX,
  LESSONS_PER_COURSE_MAX,
  SPEAKER_MAX,
} from '@vidmatrix/contract/academy';
import type { ConsoleCourse } from '@vidmatrix/contract/academy-console';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCreateCourse, useLibraryVideos, useUpdateCourse } from '../console-api';
import { useNotes } from '../use-notes';

interface CourseValues {
  title: string;
  speaker?: string;
  intro?: string;
  total_class_hours?: number | null;
  cover_video_id?: number | null;
}

/** A course's fields: a new course (a draft) or an existing one's edit. */
export function ConsoleCourseForm({
  course,
  onDone,
  onCancel,
}: {
  course?: ConsoleCourse;
  onDone: (id: number) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('academy-console');
  const notes = useNotes();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const library = useLibraryVideos();
  const saving = create.isPending || update.isPending;

  const submit = (values: CourseValues) => {
    const fields = {
      title: values.title,
      speaker: values.speaker ?? '',
      intro: values.intro ?? '',
      total_class_hours: values.total_class_hours ?? 0,
      cover_video_id: values.cover_video_id ?? '',
    };
    const onSuccess = ({ course: saved }: { course: ConsoleCourse }) => {
      notes.done(t('actions.saved'));
      onDone(saved.id);
    };
    if (course) update.mutate({ id: course.id, ...fields }, { onSuccess, onError: notes.failed });
    else create.mutate(fields, { onSuccess, onError: notes.failed });
  };

  return (
    <Form<CourseValues>
      // Named, so its field ids differ from the chapter form's on the same page.
      name="course"
      layout="vertical"
      initialValues={
        course
          ? {
              title: course.title,
              speaker: course.speaker,
              intro: course.intro,
              total_class_hours: course.total_class_hours,
              cover_video_id: course.cover_video_id,
            }
          : { total_class_hours: 0 }
      }
      onFinish={submit}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        name="title"
        label={t('fields.title')}
        rules={[{ required: true, whitespace: true, message: t('fields.titleRequired') }]}
      >
        <Input maxLength={COURSE_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name="speaker" label={t('fields.speaker')}>
        <Input maxLength={SPEAKER_MAX} />
      </Form.Item>
      <Form.Item name="intro" label={t('fields.intro')}>
        <Input.TextArea maxLength={COURSE_TEXT_MAX} autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item name="total_class_hours" label={t('fields.classHours')} extra={t('fields.classHoursHelp')}>
        <InputNumber min={0} max={LESSONS_PER_COURSE_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="cover_video_id" label={t('fields.cover')}>
        <Select
          allowClear
          placeholder={t('fields.coverNone')}
          loading={library.isPending}
          options={(library.data ?? []).map((v) => ({ value: v.id, label: v.title }))}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {course ? t('actions.save') : t('create')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('actions.cancel')}</Button> : null}
      </Space>
    </Form>
  );
}
