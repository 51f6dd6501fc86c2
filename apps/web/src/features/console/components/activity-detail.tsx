import { formatStoreLocation } from '@vidmatrix/contract/store-location';
import { Button, Card, Descriptions, Flex, Result, Spin, Statistic, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFigures } from '../../../shared/figures';
import { LIVE, useActivity } from '../api';
import { PLATFORM_COLORS } from '../platforms';
import { FunnelChart } from './funnel-chart';
import { MixSources } from './mix-sources';
import { PoolTable } from './pool-table';
import { QrCodes } from './qr-codes';
import { StatusActions, StatusTag } from './status-actions';

const COUNT_KEYS = ['pool', 'free', 'locked', 'published', 'posted'] as const;

/** One activity: its settings, live counts and funnel, its video pool, and its QR codes. */
export function ActivityDetailView({ id }: { id: number }) {
  const { t } = useTranslation('console');
  const activity = useActivity(id, LIVE);
  const figures = useFigures();
  if (activity.isPending) return <Spin />;
  const a = activity.data?.activity;
  if (!a) {
    return (
      <Result
        status="warning"
        title={activity.error?.message ?? t('detail.notFound')}
        extra={
          <Link to="..">
            <Button tabIndex={-1}>{t('detail.back')}</Button>
          </Link>
        }
      />
    );
  }
  const store = a.store;
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Flex align="center" gap={8}>
            <Link to="..">{t('detail.back')}</Link>
            <Typography.Text strong>{a.title}</Typography.Text>
            <StatusTag status={a.status} />
          </Flex>
        }
        extra={
          <Flex gap={8}>
            {a.status !== 'ended' && (
              <Link to="edit">
                <Button tabIndex={-1}>{t('action.edit')}</Button>
              </Link>
            )}
            <StatusActions id={a.id} status={a.status} />
          </Flex>
        }
      >
        <Flex gap={32} wrap>
          {COUNT_KEYS.map((k) => (
            <Statistic
              key={k}
              title={k === 'pool' ? t('detail.pool') : t(`state.${k}`)}
              value={a.counts[k]}
            />
          ))}
        </Flex>
      </Card>
      <Tabs
        items={[
          {
            key: 'overview',
            label: t('detail.overview'),
            children: (
              <Flex vertical gap={16}>
                <Card title={t('funnel.title')}>
                  <FunnelChart funnel={a.funnel} />
                </Card>
                <Card title={t('detail.settings')}>
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label={t('list.id', { id: '' })}>{a.id}</Descriptions.Item>
                    <Descriptions.Item label={t('activity.fields.platforms')}>
                      {a.platforms.map((p) => (
                        <Tag key={p} color={PLATFORM_COLORS[p]}>
                          {t(`platform.${p}`)}
                        </Tag>
                      ))}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('activity.fields.lockSeconds')}>
                      <span data-testid="lock-time">{figures.duration(a.lock_seconds)}</span>
                    </Descriptions.Item>
                    <Descriptions.Item label={t('activity.fields.claimLimit')}>
                      {a.claim_limit ?? t('activity.noLimit')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('activity.fields.store')}>
                      {store
                        ? `${store.name} (${store.id}) · ${formatStoreLocation(store)}`
                        : t('activity.noStore')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('activity.fields.hashtags')}>
                      {a.hashtags.map((h) => `#${h}`).join(' ')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('activity.fields.caption')}>
                      {a.caption_template}
                    </Descriptions.Item>
                  </Descriptions>
                </Card>
              </Flex>
            ),
          },
          {
            key: 'videos',
            label: t('detail.videos'),
            children: (
              <Flex vertical gap={12}>
                <MixSources activityId={a.id} />
                <PoolTable activityId={a.id} editable={a.status !== 'ended'} />
              </Flex>
            ),
          },
          { key: 'qr', label: t('detail.qr'), children: <QrCodes activity={a} /> },
        ]}
      />
    </Flex>
  );
}
