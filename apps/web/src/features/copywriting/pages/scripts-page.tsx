import { Button, Result, Spin } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { useScript } from '../api';
import { ScriptEditor } from '../components/script-editor';
import { ScriptList } from '../components/script-list';

const idOf = (value: string | undefined) => (/^\d+$/.test(value ?? '') ? Number(value) : 0);

function NewScript() {
  const navigate = useNavigate();
  return <ScriptEditor onSaved={() => navigate('..', { relative: 'path' })} />;
}

function EditScript() {
  const { t } = useTranslation('copywriting');
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const script = useScript(id);
  if (id > 0 && script.isPending) return <Spin />;
  if (!script.data) {
    return (
      <Result
        status="404"
        title={t('editor.notFound')}
        extra={<Button onClick={() => navigate('..', { relative: 'path' })}>{t('editor.backToList')}</Button>}
      />
    );
  }
  // Keyed by the saved time: a newer version arriving from the server restarts the form with it.
  return (
    <ScriptEditor
      key={script.data.script.updated_at}
      script={script.data.script}
      onSaved={() => navigate('..', { relative: 'path' })}
    />
  );
}

/** /console/scripts/*: the list, a new script, and one script's editor. */
export function ScriptsPage() {
  return (
    <Routes>
      <Route index element={<ScriptList />} />
      <Route path="new" element={<NewScript />} />
      <Route path=":id" element={<EditScript />} />
    </Routes>
  );
}
