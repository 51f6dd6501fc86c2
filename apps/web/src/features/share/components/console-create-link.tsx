import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import type { CreateShareLinkBody, ExpiryUnit, ShareKind } from '@vidmatrix/contract/share';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CheckboxGroupField } from '../../../shared/ui/checkbox-group-field';
import {
  linkUrl,
  randomPassword,
  useActivityVideos,
  useCreateShareLink,
  useShareSources,
} from '../console-api';
import type { SharePreset } from '../share-preset';

interface Values {
  kind: ShareKind;
  activity_id?: number;
  video_ids?: number[];
  script_id?: number;
  unit: ExpiryUnit;
  amount?: number;
  password?: string;
}

/** What was just made: the link and its password, shown once to copy (only a hash is kept). */
export interface Created {
  url: string;
  password: string | null;
}

const DEFAULTS: Partial<Values> = { kind: 'videos', unit: 'days', amount: 7 };

/** The form's first values: the defaults, with the script or the video's activity chosen. */
function initialValues(preset: SharePreset | null): Partial<Values> {
  if (preset?.kind === 'script') return { ...DEFAULTS, kind: 'script', script_id: preset.scriptId };
  if (preset?.kind === 'videos' && preset.activityId !== null)
    return { ...DEFAULTS, activity_id: preset.activityId };
  return DEFAULTS;
}

export function ConsoleCreateLink({
  open,
  preset = null,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The thing the merchant came to share, chosen when the dialog opens. */
  preset?: SharePreset | null;
  onClose: () => void;
  onCreated: (c: Created) => void;
}) {
  const { t } = useTranslation('share');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'videos';
  const unit = Form.useWatch('unit', form) ?? 'days';
  const activityId = Form.useWatch('activity_id', form);
  const sources = useShareSources();
  const videos = useActivityVideos(activityId);
  const create = useCreateShareLink();
  const presetVideo = preset?.kind === 'videos' ? preset.libraryVideoId : null;
  const ticked = useRef(false);

  // The library names its own video; the link takes the pool copy in the activity, found once
  // the activity's videos arrived (only once, so the merchant's own ticks are not undone).
  useEffect(() => {
    if (!open) ticked.current = false;
    if (!open || presetVideo === null || ticked.current || !videos.data) return;
    const copy = videos.data.items.find((v) => v.library_video_id === presetVideo);
    if (copy) form.setFieldValue('video_ids', [copy.id]);
    ticked.current = true;
  }, [open, presetVideo, videos.data, form]);

  const submit = (v: Values) => {
    const body: CreateShareLinkBody = {
      kind: v.kind,
      ...(v.kind === 'videos' ? { video_ids: v.video_ids ?? [] } : { script_id: v.script_id }),
      expiry: v.unit === 'permanent' ? { unit: 'permanent' } : { unit: v.unit, amount: v.amount },
      ...(v.password ? { password: v.password } : {}),
    };
    create.mutate(body, {
      onSuccess: (reply) => {
        form.resetFields();
        onCreated({ url: linkUrl(reply.link.path), password: reply.password });
      },
      onError: (error) => void message.error(error.message),
    });
  };

  const allVideoIds = videos.data?.items.map((v) => v.id) ?? [];
  return (
    <Modal
      open={open}
      title={t('console.create')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
    >
      <Form<Values> form={form} layout="vertical" initialValues={initialValues(preset)} onFinish={submit}>
        <Form.Item name="kind" label={t('console.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'videos', label: t('console.kindVideos') },
              { value: 'script', label: t('console.kindScript') },
            ]}
          />
        </Form.Item>
        {kind === 'videos' ? (
          <>
            {preset?.kind === 'videos' && preset.activityId === null && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('console.videoNotInActivity')}
              />
            )}
            <Form.Item
              name="activity_id"
              label={t('console.activity')}
              rules={[{ required: true, message: t('console.activityPlaceholder') }]}
            >
              <Select
                placeholder={t('console.activityPlaceholder')}
                options={sources.data?.activities.map((a) => ({
                  value: a.id,
                  label: `${a.title} (${t('console.videoCount', { count: a.video_count })})`,
                }))}
                onChange={() => form.setFieldValue('video_ids', [])}
              />
            </Form.Item>
            <Form.Item
              name="video_ids"
              label={
                <Space>
                  {t('console.videos')}
                  <Button
                    size="small"
                    type="link"
                    onClick={() => form.setFieldValue('video_ids', allVideoIds)}
                  >
                    {t('console.selectAll')}
                  </Button>
                </Space>
              }
              rules={[{ required: true, type: 'array', min: 1, message: t('console.videos') }]}
            >
              <CheckboxGroupField
                aria-label={t('console.videos')}
                style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', maxHeight: 240, overflow: 'auto' }}
                options={videos.data?.items.map((v) => ({ value: v.id, label: v.title }))}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="script_id"
            label={t('console.script')}
            rules={[{ required: true, message: t('console.scriptPlaceholder') }]}
          >
            <Select
              placeholder={t('console.scriptPlaceholder')}
              notFoundContent={t('console.noScripts')}
              options={sources.data?.scripts.map((s) => ({ value: s.id, label: s.title }))}
            />
          </Form.Item>
        )}
        <Space align="start" wrap>
          <Form.Item name="unit" label={t('console.expiry')}>
            <Select
              style={{ width: 140 }}
              options={(['minutes', 'hours', 'days', 'permanent'] as const).map((u) => ({
                value: u,
                label: t(`console.units.${u}`),
              }))}
            />
          </Form.Item>
          {unit !== 'permanent' && (
            <Form.Item
              name="amount"
              label={t('console.amount')}
              rules={[{ required: true, message: t('console.amount') }]}
            >
              <InputNumber min={1} precision={0} />
            </Form.Item>
          )}
          <Form.Item
            name="password"
            label={t('console.password')}
            rules={[{ pattern: /^\d{4}$/, message: t('console.passwordPlaceholder') }]}
          >
            <Input
              placeholder={t('console.passwordPlaceholder')}
              maxLength={4}
              inputMode="numeric"
              style={{ width: 200 }}
              addonAfter={
                <Typography.Link onClick={() => form.setFieldValue('password', randomPassword())}>
                  {t('console.generate')}
                </Typography.Link>
              }
            />
          </Form.Item>
        </Space>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('console.submit')}
          </Button>
          <Button onClick={onClose}>{t('console.cancel')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
