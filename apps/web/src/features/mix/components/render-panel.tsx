import type { MixRenderStatus } from '@vidmatrix/contract/mix';
import { App, Button, Card, Flex, InputNumber, Progress, Select, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  useActivities,
  useCancelRender,
  useRender,
  useRenders,
  useRetryRender,
  useStartRender,
} from '../mix-api';

const STATUS_COLOR: Record<MixRenderStatus, string> = {
  queued: 'default',
  rendering: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
};

/** Copy an AI provider wrote carries a visible label (deep-synthesis rules, decision 013). */
function AiLabel() {
  const { t } = useTranslation('mix');
  return (
    <Tag color="purple" data-testid="render-ai-label">
      {t('render.aiGenerated')}
    </Tag>
  );
}

/** A finished variant's title and the caption a visitor publishes it with. */
function VariantCopy({ title, caption, ai }: { title: string; caption: string | null; ai: boolean }) {
  const { t } = useTranslation('mix');
  return (
    <Flex vertical gap={4}>
      <strong>{t('render.videoTitle', { title })}</strong>
      {caption && <span>{t('render.caption', { caption })}</span>}
      {ai && <AiLabel />}
    </Flex>
  );
}

/** One render's progress per variant, with cancel and retry, and its finished videos. */
function RenderProgress({ id }: { id: number }) {
  const { t } = useTranslation('mix');
  const { message } = App.useApp();
  const render = useRender(id);
  const cancel = useCancelRender();
  const retry = useRetryRender();
  const r = render.data;
  if (!r) return null;
  const onError = { onError: (error: Error) => void message.error(error.message) };
  const open = r.status === 'queued' || r.status === 'rendering';
  return (
    <Card
      size="small"
      data-testid="render-progress"
      title={
        <Flex gap={8} align="center" wrap>
          {t('render.heading', { id: r.id, activity: r.activity_id })}
          <Tag color={STATUS_COLOR[r.status]} data-testid="render-status">
            {t(`status.${r.status}`)}
          </Tag>
        </Flex>
      }
      extra={
        <Flex gap={8}>
          {open && (
            <Button
              danger
              size="small"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(r.id, onError)}
            >
              {t('render.cancel')}
            </Button>
          )}
          {!open && r.failed > 0 && (
            <Button size="small" loading={retry.isPending} onClick={() => retry.mutate(r.id, onError)}>
              {t('render.retry')}
            </Button>
          )}
        </Flex>
      }
    >
      <Progress
        percent={Math.round(((r.done + r.failed) / Math.max(1, r.total)) * 100)}
        success={{ percent: Math.round((r.done / Math.max(1, r.total)) * 100) }}
      />
      <Typography.Text data-testid="render-counts">
        {t('render.counts', { done: r.done, total: r.total, failed: r.failed })}
      </Typography.Text>
      {r.error && (
        <Typography.Paragraph type="danger" data-testid="render-error">
          {r.error}
        </Typography.Paragraph>
      )}
      <Flex gap={4} wrap>
        {r.variants.map((v) => (
          // A finished variant's written title and caption; before that, its opening line.
          <Tooltip
            key={v.index}
            title={
              v.error ??
              (v.title ? (
                <VariantCopy title={v.title} caption={v.post_caption} ai={v.ai_generated} />
              ) : (
                v.caption
              ))
            }
          >
            <Tag
              color={STATUS_COLOR[v.state === 'pending' ? 'queued' : v.state]}
              data-testid="render-variant"
            >
              {t('render.variant', { n: v.index + 1 })} · {t(`variant.${v.state}`)}
            </Tag>
          </Tooltip>
        ))}
      </Flex>
      {r.videos.length > 0 && (
        <Flex vertical gap={4} data-testid="render-videos">
          <Typography.Text strong>{t('render.videos')}</Typography.Text>
          {r.videos.map((v) => (
            <Flex key={v.library_video_id} gap={8} justify="space-between">
              <Flex vertical style={{ minWidth: 0 }}>
                <Flex gap={4} align="center" style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis data-testid="render-video-title">
                    {t('render.video', { title: v.title, seconds: v.duration.toFixed(1) })}
                  </Typography.Text>
                  {v.ai_generated && <AiLabel />}
                </Flex>
                <Typography.Text type="secondary" ellipsis={{ tooltip: v.caption }}>
                  {t('render.caption', { caption: v.caption })}
                </Typography.Text>
              </Flex>
              <a href={v.url} target="_blank" rel="noreferrer">
                {t('render.play')}
              </a>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

/** "Render N into activity X": count up to the distinct maximum, then progress of each render. */
export function RenderPanel({ projectId, distinctMax }: { projectId: number; distinctMax: number }) {
  const { t } = useTranslation('mix');
  const { message } = App.useApp();
  const activities = useActivities();
  const renders = useRenders(projectId);
  const start = useStartRender();
  const [count, setCount] = useState<number | null>(Math.min(10, distinctMax));
  // From an activity's empty pool (`?activity=`): the render goes there unless the merchant picks another.
  const [params] = useSearchParams();
  const [activity, setActivity] = useState<number | undefined>(
    () => Number(params.get('activity')) || undefined,
  );
  const go = () =>
    start.mutate(
      { project_id: projectId, count: count ?? 0, activity_id: activity! },
      {
        onSuccess: () => void message.success(t('render.started')),
        onError: (e) => void message.error(e.message),
      },
    );
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('render.title')}>
        <Flex gap={8} wrap align="center">
          <InputNumber
            aria-label={t('render.count')}
            data-testid="render-count"
            min={1}
            max={Math.max(1, distinctMax)}
            value={count}
            onChange={setCount}
            suffix={t('render.ofMax', { max: distinctMax })}
          />
          <Select
            aria-label={t('render.activity')}
            data-testid="render-activity"
            placeholder={t('render.activity')}
            style={{ minWidth: 200 }}
            value={activity}
            onChange={setActivity}
            options={
              activities.data?.activities.map((a) => ({ value: a.id, label: `${a.id} · ${a.title}` })) ?? []
            }
          />
          <Button
            type="primary"
            data-testid="render-start"
            disabled={!activity || !count || distinctMax < 1}
            loading={start.isPending}
            onClick={go}
          >
            {t('render.start')}
          </Button>
        </Flex>
      </Card>
      {renders.data?.items.map((r) => (
        <RenderProgress key={r.id} id={r.id} />
      ))}
    </Flex>
  );
}
