import { Flex, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LIVE, useMixSources } from '../api';

/** `/console/mix?project=<id>`: the studio opens on the project. */
const projectPath = (id: number) => `/console/mix?project=${id}`;

/** "From mix project X" for each project whose renders filled the pool, linking back to the studio. */
export function MixSources({ activityId }: { activityId: number }) {
  const { t } = useTranslation('console');
  const sources = useMixSources(activityId, LIVE);
  const projects = sources.data?.projects ?? [];
  if (projects.length === 0) return null;
  return (
    <Flex vertical gap={4} data-testid="mix-sources">
      {projects.map((p) => (
        <Typography.Text key={p.id}>
          <Link to={projectPath(p.id)}>{t('mix.from', { title: p.title })}</Link>{' '}
          <Typography.Text type="secondary">{t('mix.videos', { count: p.videos })}</Typography.Text>
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** Which pool videos came from a mix render, by pool video id: the project's title. */
export function useMixedVideos(activityId: number): Map<number, string> {
  const sources = useMixSources(activityId, LIVE);
  const titles = new Map(sources.data?.projects.map((p) => [p.id, p.title]));
  return new Map(sources.data?.videos.map((v) => [v.video_id, titles.get(v.project_id) ?? '']));
}

/** A pool video's mark: it came from a mix render (the project on hover). */
export function MixedTag({ project }: { project: string }) {
  const { t } = useTranslation('console');
  return (
    <Tooltip title={t('mix.from', { title: project })}>
      <Tag color="geekblue" data-testid="mixed-video" aria-label={t('mix.from', { title: project })}>
        {t('mix.tag')}
      </Tag>
    </Tooltip>
  );
}
