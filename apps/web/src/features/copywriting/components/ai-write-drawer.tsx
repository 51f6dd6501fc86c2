import {
  AI_DURATION_MAX,
  AI_DURATION_MIN,
  AI_SHOTS_MAX,
  AI_SHOTS_MIN,
  AI_TONES,
  type AiBrief,
  type AiSource,
} from '@vidmatrix/contract/copywriting';
import type { ScriptInput } from '@vidmatrix/contract/script-model';
import { Alert, Button, Drawer, Flex, Form, Input, InputNumber, Radio, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useScriptDraft } from '../script-draft';
import { useAiWrite } from '../use-ai-write';
import { orientationOptions, typeOptions } from '../labels';
import { AiLabel } from './ai-label';
import styles from './copywriting.module.css';
import { ScriptDraftView } from './script-draft-view';

export interface AiWriteDrawerProps {
  open: boolean;
  /** The brief starts from what the editor already says. */
  initialBrief: Partial<AiBrief>;
  onClose: () => void;
  onUse: (script: ScriptInput, source: AiSource) => void;
}

/**
 * The brief form, the script as it streams in, cancel, and "use this" once a script arrived.
 * Loaded on demand by the editor (it brings the partial-JSON parser along).
 */
export function AiWriteDrawer({ open, initialBrief, onClose, onUse }: AiWriteDrawerProps) {
  const { t } = useTranslation('copywriting');
  const [form] = Form.useForm<AiBrief>();
  const writing = useAiWrite();
  const type = Form.useWatch('type', form) ?? initialBrief.type ?? 'shot';
  const progress = useRef<HTMLDivElement>(null);
  const draft = useScriptDraft(writing.text, writing.script);

  // Keep the newest shot in view while it is written, as a chat window does: inside the box, and
  // the box inside the drawer, whose brief fills the first screen. (`?.()`: jsdom, which the unit
  // tests run in, has no scrollIntoView.)
  useEffect(() => {
    if (!progress.current || writing.status !== 'writing') return;
    progress.current.scrollTop = progress.current.scrollHeight;
    progress.current.scrollIntoView?.({ block: 'nearest' });
  }, [draft, writing.status]);

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
          selling_points: '',
          audience: '',
          tone: 'friendly',
          duration_seconds: 30,
          orientation: '9:16',
          type: 'shot',
          ...initialBrief,
        }}
        // A whole-piece text has no shots to count.
        onFinish={(brief) => writing.start(brief.type === 'shot' ? brief : { ...brief, shot_count: null })}
        disabled={writing.status === 'writing'}
      >
        <Form.Item
          name="product"
          label={t('ai.product')}
          rules={[{ required: true, whitespace: true, message: t('ai.productRequired') }]}
        >
          <Input maxLength={200} placeholder={t('ai.productPlaceholder')} />
        </Form.Item>
        <Form.Item name="selling_points" label={t('ai.sellingPoints')}>
          <Input.TextArea
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('ai.sellingPointsPlaceholder')}
          />
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
          {type === 'shot' && (
            <Form.Item name="shot_count" label={t('ai.shotCount')}>
              <InputNumber
                min={AI_SHOTS_MIN}
                max={AI_SHOTS_MAX}
                precision={0}
                placeholder={t('ai.shotCountPlaceholder')}
              />
            </Form.Item>
          )}
          <Form.Item name="tone" label={t('ai.tone')}>
            <Radio.Group
              optionType="button"
              options={AI_TONES.map((tone) => ({ value: tone, label: t(`ai.tones.${tone}`) }))}
            />
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
          <div
            ref={progress}
            className={styles.progress}
            data-testid="ai-progress"
            aria-busy={writing.status === 'writing'}
          >
            <ScriptDraftView draft={draft} writing={writing.status === 'writing'} />
          </div>
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
