import { COURSE_TEXT_MAX, COURSE_TITLE_MAX } from '@vidmatrix/contract/academy';
import type { ConsoleLesson } from '@vidmatrix/contract/academy-console';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAddLesson, useLibraryVideos, useUpdateLesson } from '../console-api';
import { useNotes } from '../use-notes';

interface LessonValues {
  title: string;
  intro?: string;
  library_video_id: number;
}

/** Adds a chapter (a library video at the end of the course) or edits one. */
export function LessonFormModal({
  courseId,
  lesson,
  onClose,
}: {
  courseId: number;
  /** The chapter to edit; none: a new one. */
  lesson?: ConsoleLesson;
  onClose: () => void;
}) {
  const { t } = useTranslation('academy-console');
  const notes = useNotes();
  const [form] = Form.useForm<LessonValues>();
  const library = useLibraryVideos();
  const add = useAddLesson();
  const update = useUpdateLesson();

  const submit = (values: LessonValues) => {
    const options = {
      onSuccess: () => {
        notes.done(t('actions.saved'));
        onClose();
      },
      onError: notes.failed,
    };
    const fields = {
      title: values.title,
      intro: values.intro ?? '',
      library_video_id: values.library_video_id,
    };
    if (lesson) update.mutate({ id: lesson.id, ...fields }, options);
    else add.mutate({ course_id: courseId, ...fields }, options);
  };

  // Picking a video names the chapter after it while the author has not named it.
  const onVideo = (id: number) => {
    if (form.getFieldValue('title')) return;
    const video = library.data?.find((v) => v.id === id);
    if (video) form.setFieldValue('title', video.title.replace(/\.[^.]+$/, '').slice(0, COURSE_TITLE_MAX));
  };

  return (
    <Modal
      open
      title={lesson ? t('actions.editLesson') : t('actions.addLesson')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={add.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<LessonValues>
        form={form}
        name="lesson"
        layout="vertical"
        initialValues={
          lesson
            ? { title: lesson.title, intro: lesson.intro, library_video_id: lesson.library_video_id }
            : {}
        }
        onFinish={submit}
      >
        <Form.Item
          name="library_video_id"
          label={t('fields.video')}
          rules={[{ required: true, message: t('fields.videoRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={library.isPending}
            onChange={onVideo}
            notFoundContent={t('fields.libraryEmpty')}
            options={(library.data ?? []).map((v) => ({ value: v.id, label: v.title }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('fields.lessonTitle')}
          rules={[{ required: true, whitespace: true, message: t('fields.titleRequired') }]}
        >
          <Input maxLength={COURSE_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="intro" label={t('fields.lessonIntro')}>
          <Input.TextArea maxLength={COURSE_TEXT_MAX} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
