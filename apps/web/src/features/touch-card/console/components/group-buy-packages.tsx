import { LoadingOutlined } from '@ant-design/icons';
import { groupBuyShareText, type TouchCardItem } from '@vidmatrix/contract/touch-card';
import { GROUP_BUY_PACKAGES_MAX, TOUCH_CARD_LIMITS } from '@vidmatrix/contract/touch-card-rules';
import { Button, Flex, Form, Input, List, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useAddPackage, useRemovePackage, useRetryPackage } from '../api';
import { useCardForm } from '../use-card-form';

const STATE_COLORS = { generating: 'processing', ready: 'success', failed: 'error' } as const;

/**
 * A group-buy item's packages: the merchant pastes the share text the app gives; the server
 * finds and checks the link now and resolves it in the background, and the state shown moves
 * generating → ready | failed as the configuration is polled (api.ts).
 */
export function GroupBuyPackages({ code, item }: { code: string; item: TouchCardItem }) {
  const { t } = useTranslation('touch-card-console');
  const [form] = Form.useForm<{ share_text: string }>();
  const { rule, check, failed } = useCardForm();
  const add = useAddPackage();
  const retry = useRetryPackage();
  const remove = useRemovePackage();
  const full = item.packages.length >= GROUP_BUY_PACKAGES_MAX;
  const onError = (error: unknown) => failed(error, t('config.updateFailed'), form);

  const submit = () => {
    const shareText = check(form, groupBuyShareText, form.getFieldValue('share_text'));
    if (shareText === undefined) return;
    add.mutate(
      { code, item_id: item.id, share_text: shareText },
      { onSuccess: () => form.resetFields(), onError },
    );
  };

  return (
    <div data-testid="group-buy-packages">
      <Typography.Text type="secondary">
        {t('groupBuy.packages', { count: item.packages.length, max: GROUP_BUY_PACKAGES_MAX })}
      </Typography.Text>
      <List
        size="small"
        dataSource={item.packages}
        renderItem={(pkg) => (
          <List.Item
            data-testid="package-row"
            data-state={pkg.state}
            actions={[
              pkg.state === 'failed' && (
                <Button
                  key="retry"
                  size="small"
                  onClick={() => retry.mutate({ code, package_id: pkg.id }, { onError })}
                >
                  {t('groupBuy.retry')}
                </Button>
              ),
              <Popconfirm
                key="remove"
                title={t('groupBuy.remove')}
                onConfirm={() => remove.mutate({ code, package_id: pkg.id }, { onError })}
              >
                <Button size="small" danger>
                  {t('groupBuy.remove')}
                </Button>
              </Popconfirm>,
            ].filter(Boolean)}
          >
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex gap={8} align="center" wrap>
                <Tag
                  color={STATE_COLORS[pkg.state]}
                  icon={pkg.state === 'generating' ? <LoadingOutlined /> : undefined}
                >
                  {t(`groupBuy.states.${pkg.state}`)}
                </Tag>
                <Typography.Text ellipsis style={{ maxWidth: 320 }}>
                  {pkg.deal_title ?? pkg.link}
                </Typography.Text>
              </Flex>
              {pkg.state === 'failed' && pkg.error && (
                <Typography.Text type="danger">{pkg.error}</Typography.Text>
              )}
            </Flex>
          </List.Item>
        )}
      />
      {full ? (
        <Typography.Text type="secondary">{t('groupBuy.full')}</Typography.Text>
      ) : (
        <Form form={form} name={`package-${item.id}`} layout="vertical" onFinish={submit}>
          <Form.Item name="share_text" label={t('groupBuy.paste')} rules={[rule(groupBuyShareText)]}>
            <Input.TextArea maxLength={TOUCH_CARD_LIMITS.shareText} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending}>
            {t('groupBuy.add')}
          </Button>
        </Form>
      )}
    </div>
  );
}
