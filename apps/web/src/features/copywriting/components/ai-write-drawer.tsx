import {
  AI_DURATION_MAX,
  AI_DURATION_MIN,
  type AiBrief,
  type AiSource,
} from '@vidmatrix/contract/copywriting';
import type { ScriptInput } from '@vidmatrix/contract/script-model';
import { Alert, Button, Drawer, Flex, Form, Input, InputNumber, Radio, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiWrite } from '../use-ai-write';
import { orientationOptions, typeOptions } from '../labels';
import { AiLabel } from './ai-label';
import styles from './copywriting.module.css';

export interface AiWriteDrawerProps {
  open: boolean;
  /** The brief starts from what the editor already says. */
  initialBrief: Partial<AiBrief>;
  onClose: () => void;
  onUse: (script: ScriptInput, source: AiSource) => void;
}

/** The brief form, the text as it streams in, cancel, and "use this" once a script arrived. */
export function AiWriteDrawer({ open, initialBrief, onClose, onUse }: AiWriteDrawerProps) {
  const { t } = useTranslation('copywriting');
  const [form] = Form.useForm<AiBrief>();
  const writing = useAiWrite();
  const progress = useRef<HTMLPreElement>(null);

  // Keep the newest streamed text in view, as a chat window does.
  useEffect(() => {
    if (progress.current) progress.current.scrollTop = progress.current.scrollHeight;
  }, [writing.text]);

  const close = () => {
    writing.cancel();
    onClose();
  };
  const use = () => {
    if (!writing.script || !writing.source) return;
    onUse(writing.script, writing.source);
    writing.reset();
  };

  return (
    <Drawer open={open} onClose={close} size={560} title={t('ai.title')} destroyOnHidden>
      <Form<AiBrief>
        form={form}
        name="ai-brief"
        layout="vertical"
        initialValues={{
          audience: '',
          duration_seconds: 30,
          orientation: '9:16',
          type: 'shot',
          ...initialBrief,
        }}
        onFinish={(brief) => writing.start(brief)}
        disabled={writing.status === 'writing'}
      >
        <Form.Item
          name="product"
          label={t('ai.product')}
          rules={[{ required: true, whitespace: true, message: t('ai.productRequired') }]}
        >
          <Input maxLength={200} placeholder={t('ai.productPlaceholder')} />
        </Form.Item>
        <Form.Item name="audience" label={t('ai.audience')}>
          <Input maxLength={200} placeholder={t('ai.audiencePlaceholder')} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="duration_seconds"
            label={t('ai.duration')}
            rules={[{ required: true, message: t('ai.durationRequired') }]}
          >
            <InputNumber min={AI_DURATION_MIN} max={AI_DURATION_MAX} suffix={t('editor.seconds')} />
          </Form.Item>
          <Form.Item name="orientation" label={t('field.orientation')}>
            <Radio.Group optionType="button" options={orientationOptions(t)} />
          </Form.Item>
          <Form.Item name="type" label={t('field.type')}>
            <Radio.Group optionType="button" options={typeOptions(t)} />
          </Form.Item>
        </Flex>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={writing.status === 'writing'}>
            {writing.status === 'idle' ? t('ai.generate') : t('ai.again')}
          </Button>
          {writing.status === 'writing' && (
            <Button disabled={false} onClick={writing.cancel}>
              {t('ai.cancel')}
            </Button>
          )}
        </Flex>
      </Form>

      {writing.status !== 'idle' && (
        <Flex vertical gap={12} className={styles.aiResult}>
          <Flex align="center" gap={8}>
            {writing.status === 'writing' && <Spin size="small" />}
            <Typography.Text type="secondary">{t(`ai.status.${writing.status}`)}</Typography.Text>
            <AiLabel source={writing.source} />
          </Flex>
          {writing.source === 'template' && <Alert type="info" showIcon title={t('ai.templateNotice')} />}
          <pre ref={progress} className={styles.progress} data-testid="ai-progress" aria-live="polite">
            {writing.text}
          </pre>
          {writing.status === 'failed' && (
            <Alert type="error" showIcon title={writing.error ?? t('ai.failed')} />
          )}
          {writing.status === 'done' && (
            <Button type="primary" onClick={use}>
              {t('ai.use')}
            </Button>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
