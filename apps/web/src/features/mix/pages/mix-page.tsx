import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PreviewPanel } from '../components/preview-panel';
import { ProjectEditor } from '../components/project-editor';
import { RenderPanel } from '../components/render-panel';
import { Storyboard } from '../components/storyboard';
import { useLibraryClips, useMixProject, useMixProjects } from '../mix-api';
import { draftOf, emptyDraft } from '../studio-rules';
import styles from '../mix.module.css';

/**
 * /console/mix: the mixing studio (issue 25, decision 030). Projects on the left of a desk (above
 * on a phone); `?project=<id>` opens one — its recipe, the distinct count, the storyboard, a
 * preview variant and its renders; `?project=new` starts one.
 */
export function MixPage() {
  const { t } = useTranslation('mix');
  const [params, setParams] = useSearchParams();
  const selected = params.get('project');
  const id = selected && selected !== 'new' ? Number(selected) : undefined;
  const projects = useMixProjects();
  const project = useMixProject(id);
  const clips = useLibraryClips();
  // Another project keeps the activity an empty pool sent the merchant here for.
  const open = (key: string | number) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      next.set('project', String(key));
      return next;
    });

  if (projects.isPending || clips.isPending) return <Spin />;
  if (!projects.data || !clips.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('page.loadFailed')}
        description={(projects.error ?? clips.error)?.message}
      />
    );
  }
  const videos = clips.data.videos;
  return (
    <Flex vertical gap={16} className={styles.page} data-testid="mix-page">
      <Typography.Title level={3}>{t('page.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
      <Card
        size="small"
        title={t('page.projects')}
        extra={
          <Button data-testid="new-project" onClick={() => open('new')}>
            {t('page.newProject')}
          </Button>
        }
      >
        {projects.data.items.length === 0 && (
          <Typography.Text type="secondary">{t('page.empty')}</Typography.Text>
        )}
        <Flex vertical gap={8}>
          {projects.data.items.map((p) => (
            <Flex key={p.id} justify="space-between" align="center" gap={8} data-testid={`project-${p.id}`}>
              <Flex vertical>
                <Typography.Text strong>{p.title}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('page.summary', { scenes: p.scenes, shots: p.shots, count: p.distinct_max, id: p.id })}
                </Typography.Text>
              </Flex>
              <Button size="small" onClick={() => open(p.id)}>
                {t('page.open')}
              </Button>
            </Flex>
          ))}
        </Flex>
      </Card>
      {selected === 'new' && (
        <Card size="small" title={t('page.newProject')}>
          <ProjectEditor
            id={undefined}
            initial={emptyDraft((n) => t('editor.sceneN', { n }))}
            clips={videos}
            onSaved={open}
          />
        </Card>
      )}
      {id !== undefined && project.isPending && <Spin />}
      {id !== undefined && project.data && (
        <>
          <Card size="small" title={project.data.title}>
            <ProjectEditor
              key={project.data.id + project.dataUpdatedAt}
              id={project.data.id}
              initial={draftOf(project.data)}
              clips={videos}
              onSaved={open}
            />
          </Card>
          <Storyboard project={project.data} />
          <PreviewPanel projectId={project.data.id} />
          <RenderPanel projectId={project.data.id} distinctMax={project.data.distinct_max} />
        </>
      )}
    </Flex>
  );
}
