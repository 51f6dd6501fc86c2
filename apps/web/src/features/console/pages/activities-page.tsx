import { Spin } from 'antd';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { useActivity } from '../api';
import { ActivityDetailView } from '../components/activity-detail';
import { ActivityForm } from '../components/activity-form';
import { ActivityList } from '../components/activity-list';

const idOf = (value: string | undefined) => (/^\d+$/.test(value ?? '') ? Number(value) : 0);

function CreateActivity() {
  const navigate = useNavigate();
  return <ActivityForm onDone={(id) => navigate(`../${id}`, { relative: 'path' })} />;
}

function EditActivity() {
  const id = idOf(useParams().id);
  const navigate = useNavigate();
  const activity = useActivity(id);
  if (activity.isPending) return <Spin />;
  if (!activity.data) return <ActivityDetailView id={id} />;
  return (
    <ActivityForm activity={activity.data.activity} onDone={() => navigate('..', { relative: 'path' })} />
  );
}

function Detail() {
  return <ActivityDetailView id={idOf(useParams().id)} />;
}

/** /console/activities/*: the list, a new activity, one activity, and its edit form. */
export function ActivitiesPage() {
  return (
    <Routes>
      <Route index element={<ActivityList />} />
      <Route path="new" element={<CreateActivity />} />
      <Route path=":id" element={<Detail />} />
      <Route path=":id/edit" element={<EditActivity />} />
    </Routes>
  );
}
