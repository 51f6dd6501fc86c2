import {
  activityFields,
  CAPTION_PLACEHOLDERS,
  HASHTAGS_MAX,
  LOCK_SECONDS_MAX,
  LOCK_SECONDS_MIN,
  type ActivityDetail,
} from '@vidmatrix/contract/console';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useFigures } from '../../../shared/figures';
import { CheckboxGroupField } from '../../../shared/ui/checkbox-group-field';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCreateActivity, useStores, useUpdateActivity } from '../api';
import { PLATFORMS } from '../platforms';
import { useContractForm } from '../use-contract-form';
import { StoreModal } from './store-modal';

interface Values {
  title: string;
  platforms: string[];
  lock_seconds: number | null;
  claim_limit: number | null;
  store_id: number | null;
  hashtags: string[];
  caption_template: string;
}

const EMPTY: Values = {
  title: '',
  platforms: ['douyin'],
  lock_seconds: 43_200,
  claim_limit: null,
  store_id: null,
  hashtags: [],
  caption_template: '{title}',
};

function initial(activity: ActivityDetail | undefined): Values {
  if (!activity) return EMPTY;
  const { title, platforms, lock_seconds, claim_limit, store_id, hashtags, caption_template } = activity;
  return { title, platforms, lock_seconds, claim_limit, store_id, hashtags, caption_template };
}

/**
 * Create or edit an activity. The contract's own schema checks the form before sending, so the
 * page and the server apply the same rules; a 40000 from the server lands on the same fields.
 */
export function ActivityForm({
  activity,
  onDone,
}: {
  activity?: ActivityDetail;
  onDone: (id: number) => void;
}) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<Values>();
  const figures = useFigures();
  // Seconds stay the input unit (the API's); the readable value shows beside it as it is typed.
  const lockSeconds = Form.useWatch('lock_seconds', form);
  const stores = useStores();
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const { check, callbacks, rule } = useContractForm(form, activityFields);
  const [storeOpen, setStoreOpen] = useState(false);
  const pending = create.isPending || update.isPending;

  const submit = (values: Values) => {
    const input = check(values);
    if (!input) return;
    const then = callbacks(t('activity.saved'), ({ activity: saved }: { activity: ActivityDetail }) =>
      onDone(saved.id),
    );
    if (activity) update.mutate({ ...input, id: activity.id }, then);
    else create.mutate(input, then);
  };

  const insert = (token: string) => {
    const current = form.getFieldValue('caption_template') ?? '';
    form.setFieldValue('caption_template', `${current}${token}`);
  };

  return (
    <Card title={activity ? t('activity.editTitle') : t('activity.createTitle')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial(activity)}
        onFinish={submit}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="title" label={t('activity.fields.title')} required rules={[rule('title')]}>
          <Input maxLength={80} showCount />
        </Form.Item>
        <Form.Item
          name="platforms"
          label={t('activity.fields.platforms')}
          required
          rules={[rule('platforms')]}
        >
          <CheckboxGroupField
            aria-label={t('activity.fields.platforms')}
            options={PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) }))}
          />
        </Form.Item>
        <Form.Item
          htmlFor="lock_seconds"
          label={t('activity.fields.lockSeconds')}
          extra={t('activity.fields.lockHint', {
            min: LOCK_SECONDS_MIN,
            max: LOCK_SECONDS_MAX,
            minReadable: figures.duration(LOCK_SECONDS_MIN),
            maxReadable: figures.duration(LOCK_SECONDS_MAX),
          })}
          required
        >
          <Space align="center">
            <Form.Item name="lock_seconds" noStyle rules={[rule('lock_seconds')]}>
              <InputNumber min={1} step={60} suffix={t('activity.seconds')} style={{ width: 220 }} />
            </Form.Item>
            {typeof lockSeconds === 'number' && lockSeconds > 0 && (
              <span data-testid="lock-readable">
                {t('activity.lockReadable', { value: figures.duration(lockSeconds) })}
              </span>
            )}
          </Space>
        </Form.Item>
        <Form.Item
          name="claim_limit"
          rules={[rule('claim_limit')]}
          label={t('activity.fields.claimLimit')}
          extra={t('activity.fields.claimLimitHint')}
        >
          <InputNumber min={1} placeholder={t('activity.noLimit')} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item label={t('activity.fields.store')} htmlFor="store_id">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="store_id" noStyle>
              <Select
                allowClear
                loading={stores.isPending}
                placeholder={t('activity.noStore')}
                options={(stores.data?.items ?? []).map((s) => ({
                  value: s.id,
                  label: `${s.name} · ${[s.city, s.district, s.address].filter(Boolean).join(' ')} (${s.id})`,
                }))}
              />
            </Form.Item>
            <Button onClick={() => setStoreOpen(true)}>{t('store.add')}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="hashtags"
          rules={[rule('hashtags')]}
          label={t('activity.fields.hashtags')}
          extra={t('activity.fields.hashtagsHint', { max: HASHTAGS_MAX })}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ' ', '，']} />
        </Form.Item>
        <Form.Item
          name="caption_template"
          rules={[rule('caption_template')]}
          label={t('activity.fields.caption')}
          extra={t('activity.fields.captionHint')}
        >
          <Input.TextArea rows={3} maxLength={520} showCount />
        </Form.Item>
        <Flex gap={8} style={{ marginTop: -12, marginBottom: 16 }}>
          {CAPTION_PLACEHOLDERS.map((p) => (
            <Button key={p} size="small" onClick={() => insert(p)}>
              {t('activity.insert', { token: p })}
            </Button>
          ))}
        </Flex>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('activity.save')}
        </Button>
      </Form>
      <StoreModal
        open={storeOpen}
        onClose={() => setStoreOpen(false)}
        onSaved={(id) => form.setFieldValue('store_id', id)}
      />
    </Card>
  );
}
