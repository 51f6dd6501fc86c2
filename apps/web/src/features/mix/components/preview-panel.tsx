import { Alert, Button, Card, Flex, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePlayerLabels } from '../../../shared/ui/video-player/player-labels';
import { VideoPlayer } from '../../../shared/ui/video-player/video-player';
import { usePreview, useStartPreview } from '../preview-api';
import styles from '../mix.module.css';

/** Height of the preview's picture on a desk (a 9:16 variant stays beside the editor's width). */
const PREVIEW_HEIGHT = 480;

/** Seconds since `running` became true, ticking while it stays true. */
function useElapsed(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    const timer = setInterval(() => setSeconds(Math.round((Date.now() - start) / 1000)), 1000);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [running]);
  return seconds;
}

/**
 * "Preview one variant": the plan's first variant of the saved recipe, rendered in seconds by
 * the server (outside the library) and played in the app's player, before committing to a render.
 */
export function PreviewPanel({ projectId }: { projectId: number }) {
  const { t } = useTranslation('mix');
  const labels = usePlayerLabels();
  const preview = usePreview(projectId);
  const start = useStartPreview(projectId);
  const state = preview.data?.state;
  const rendering = state === 'rendering' || start.isPending;
  const elapsed = useElapsed(rendering);
  return (
    <Card size="small" title={t('preview.title')} data-testid="preview-panel">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('preview.intro')}</Typography.Text>
        <Button
          className={styles.previewButton}
          loading={rendering}
          data-testid="preview-start"
          onClick={() => start.mutate()}
        >
          {t('preview.start')}
        </Button>
        {rendering && (
          <Flex vertical gap={4} data-testid="preview-progress">
            <Progress percent={100} status="active" showInfo={false} />
            <Typography.Text type="secondary">{t('preview.rendering', { seconds: elapsed })}</Typography.Text>
          </Flex>
        )}
        {/* Why the recipe cannot be previewed, once asked: the editor's save says it already. */}
        {start.error && <Alert type="error" showIcon title={start.error.message} />}
        {state === 'failed' && (
          <Alert type="error" showIcon title={t('preview.failed')} description={preview.data?.error} />
        )}
        {state === 'done' && preview.data?.url && (
          <>
            <Typography.Text>
              {t('preview.done', { seconds: preview.data.duration?.toFixed(1) })}
            </Typography.Text>
            <div className={styles.preview} data-testid="preview-player">
              <VideoPlayer labels={labels} src={preview.data.url} resolution={PREVIEW_HEIGHT} />
            </div>
          </>
        )}
      </Flex>
    </Card>
  );
}
