import {
  App,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Typography,
} from 'antd';
import type { CreateShareLinkBody, ExpiryUnit, ShareKind } from '@vidmatrix/contract/share';
import { useTranslation } from 'react-i18next';
import {
  linkUrl,
  randomPassword,
  useActivityVideos,
  useCreateShareLink,
  useShareSources,
} from '../console-api';

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

export function ConsoleCreateLink({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
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
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'videos', unit: 'days', amount: 7 }}
        onFinish={submit}
      >
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
              <Checkbox.Group
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
