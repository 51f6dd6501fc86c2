import { RobotOutlined, ShareAltOutlined } from '@ant-design/icons';
import { AI_DURATION_MIN, type AiSource } from '@vidmatrix/contract/copywriting';
import type { Script, ScriptInput } from '@vidmatrix/contract/script-model';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { useCreateScript, useUpdateScript } from '../api';
import {
  emptyScript,
  mergeSource,
  serverFieldErrors,
  toFormValues,
  toScriptInput,
  type ScriptFormValues,
} from '../form-values';
import { orientationOptions, typeOptions } from '../labels';
import { AiLabel } from './ai-label';
import { ShotsEditor } from './shots-editor';
import styles from './copywriting.module.css';

// On demand: the drawer brings the partial-JSON parser of the streamed script along.
const AiWriteDrawer = lazy(() => import('./ai-write-drawer').then((m) => ({ default: m.AiWriteDrawer })));

const area = (rows = 2) => <Input.TextArea autoSize={{ minRows: rows, maxRows: 10 }} maxLength={5000} />;

export interface ScriptEditorProps {
  /** The saved script being edited; absent for a new one. */
  script?: Script;
  onSaved: (script: Script) => void;
}

/** Every field of spec §3; shots for a shot-by-shot script, content for a whole-piece one. */
export function ScriptEditor({ script, onSaved }: ScriptEditorProps) {
  const { t } = useTranslation('copywriting');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ScriptFormValues>();
  const [aiSource, setAiSource] = useState<AiSource | null>(script?.ai_source ?? null);
  const [drawer, setDrawer] = useState(false);
  // Mounted from the first opening on, so closing keeps the drawer's closing animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const create = useCreateScript();
  const update = useUpdateScript();
  const type = Form.useWatch('type', form) ?? script?.type ?? 'shot';

  const save = (values: ScriptFormValues) => {
    const input = { ...toScriptInput(values), ai_source: aiSource };
    // A promise, not `mutate`'s callbacks: the saved script replaces the cached one, and the page
    // remounts this editor for the new version before those callbacks would run (they do not
    // run once the editor that asked is gone).
    const saving = script ? update.mutateAsync({ ...input, id: script.id }) : create.mutateAsync(input);
    saving.then(
      (reply) => {
        void message.success(t('editor.saved'));
        onSaved(reply.script);
      },
      (error: unknown) => {
        const fields = serverFieldErrors(error);
        if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
        else
          void message.error(
            error instanceof ApiError || error instanceof NetworkError
              ? error.message
              : t('editor.saveFailed'),
          );
      },
    );
  };

  const fillFromWriter = (written: ScriptInput, source: AiSource) => {
    // The writer knows nothing of a reference video: keep the one the editor had.
    form.setFieldsValue({ ...toFormValues(written), reference_video: form.getFieldValue('reference_video') });
    setAiSource((current) => mergeSource(current, source));
    setDrawer(false);
  };

  return (
    <Card
      title={
        <Space>
          {script ? t('editor.editTitle') : t('editor.newTitle')}
          <AiLabel source={aiSource} />
        </Space>
      }
      extra={
        <Space>
          <Button
            icon={<RobotOutlined />}
            onClick={() => {
              setDrawerUsed(true);
              setDrawer(true);
            }}
          >
            {t('ai.open')}
          </Button>
          {script && (
            <Button
              icon={<ShareAltOutlined />}
              onClick={() => navigate(`/console/shares?script=${script.id}`)}
            >
              {t('action.share')}
            </Button>
          )}
          <Button type="primary" loading={create.isPending || update.isPending} onClick={() => form.submit()}>
            {t('editor.save')}
          </Button>
        </Space>
      }
    >
      {aiSource === 'openai' && (
        <Alert className={styles.notice} type="warning" showIcon title={t('label.aiNotice')} />
      )}
      <Form<ScriptFormValues>
        form={form}
        name="script"
        layout="vertical"
        initialValues={script ? toFormValues(script) : emptyScript()}
        // Every value, also those of the other type's fields, which the form keeps while they are hidden.
        onFinish={() => save(form.getFieldsValue(true) as ScriptFormValues)}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="title"
              label={t('field.title')}
              rules={[{ required: true, whitespace: true, message: t('editor.titleRequired') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="type" label={t('field.type')}>
              <Radio.Group optionType="button" options={typeOptions(t)} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="orientation" label={t('field.orientation')}>
              <Radio.Group optionType="button" options={orientationOptions(t)} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="expected_duration_seconds" label={t('field.duration')}>
              <InputNumber min={0} max={3600} suffix={t('editor.seconds')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="lines" label={t('field.lines')}>
          {area(1)}
        </Form.Item>
        <Row gutter={16}>
          {(['basic_info', 'other_info', 'scene_requirements', 'content_points'] as const).map((name) => (
            <Col span={12} key={name}>
              <Form.Item name={name} label={t(`field.${name}`)}>
                {area()}
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="reference_video" label={t('field.reference_video')}>
          <Input maxLength={500} />
        </Form.Item>
        {type === 'shot' ? (
          <>
            <Typography.Title level={5}>{t('field.shots')}</Typography.Title>
            <ShotsEditor />
          </>
        ) : (
          <>
            <Form.Item name="content" label={t('field.content')} extra={t('editor.contentHint')}>
              {area(6)}
            </Form.Item>
            <Form.Item
              name="content_lines_text"
              label={t('field.content_lines')}
              extra={t('editor.contentLinesHint')}
            >
              {area(4)}
            </Form.Item>
          </>
        )}
      </Form>
      {drawerUsed && (
        <Suspense fallback={null}>
          <AiWriteDrawer
            open={drawer}
            onClose={() => setDrawer(false)}
            onUse={fillFromWriter}
            initialBrief={{
              type,
              orientation:
                (form.getFieldValue('orientation') as ScriptInput['orientation'] | undefined) ?? '9:16',
              duration_seconds: Math.max(
                AI_DURATION_MIN,
                Number(form.getFieldValue('expected_duration_seconds')) || 30,
              ),
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
