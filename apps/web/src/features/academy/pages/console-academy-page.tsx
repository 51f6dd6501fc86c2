import { Card } from 'antd';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ConsoleCourseEditor } from '../components/console-course-editor';
import { ConsoleCourseForm } from '../components/console-course-form';
import { ConsoleCourseTable } from '../components/console-course-table';
import { idParam } from '../lesson-links';

function NewCourse() {
  const { t } = useTranslation('academy-console');
  const navigate = useNavigate();
  return (
    <Card title={t('create')}>
      <ConsoleCourseForm
        onDone={(id) => navigate(`../${id}`, { relative: 'path' })}
        onCancel={() => navigate('..', { relative: 'path' })}
      />
    </Card>
  );
}

function EditCourse() {
  return <ConsoleCourseEditor id={idParam(useParams().id ?? null)} />;
}

/** /console/academy/*: the team's courses, a new course, and one course's editor (issue 16). */
export function ConsoleAcademyPage() {
  return (
    <Routes>
      <Route index element={<ConsoleCourseTable />} />
      <Route path="new" element={<NewCourse />} />
      <Route path=":id" element={<EditCourse />} />
    </Routes>
  );
}
