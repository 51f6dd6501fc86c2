import { App, Button, Card, Form, InputNumber, Switch, Typography } from 'antd';
import type { SharePolicy } from '@vidmatrix/contract/share';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSharePolicy, useUpdateSharePolicy } from '../console-api';

/** The team's share rules (password mandatory, longest expiry); editable by administrators. */
export function ConsolePolicyCard() {
  const { t } = useTranslation('share');
  const { message } = App.useApp();
  const policy = useSharePolicy();
  const update = useUpdateSharePolicy();
  if (!policy.data) return null;
  const { editable } = policy.data;

  const save = (values: { password_required: boolean; max_expiry_minutes: number | null }) =>
    update.mutate(
      { password_required: values.password_required, max_expiry_minutes: values.max_expiry_minutes ?? null },
      {
        onSuccess: () => void message.success(t('console.policy.saved')),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Card title={t('console.policy.title')} size="small" data-testid="share-policy">
      <Form<SharePolicy>
        layout="inline"
        initialValues={policy.data.policy}
        onFinish={save}
        disabled={!editable}
      >
        <Form.Item
          name="password_required"
          label={t('console.policy.passwordRequired')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="max_expiry_minutes"
          label={t('console.policy.maxExpiry')}
          tooltip={t('console.policy.maxExpiryHint')}
        >
          <InputNumber
            min={1}
            max={525_600}
            placeholder={t('console.policy.noLimit')}
            addonAfter={t('console.units.minutes')}
          />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('console.policy.save')}
          </Button>
        )}
      </Form>
      {!editable && <Typography.Text type="secondary">{t('console.policy.readonly')}</Typography.Text>}
    </Card>
  );
}
