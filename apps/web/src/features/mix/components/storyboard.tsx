import type { MixProject } from '@vidmatrix/contract/mix';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../mix.module.css';

/** The plan's first variants: a thumbnail per shot in play order, and each one's opening line. */
export function Storyboard({ project }: { project: MixProject }) {
  const { t } = useTranslation('mix');
  const covers = new Map(project.scenes.flatMap((s) => s.shots.map((shot) => [shot.id, shot])));
  return (
    <Card size="small" title={t('storyboard.title')} className={styles.storyboard} data-testid="storyboard">
      <Flex vertical gap={8}>
        {project.storyboard.map((v, i) => (
          <Flex key={i} gap={6} align="center">
            <Typography.Text type="secondary">{t('storyboard.variant', { n: i + 1 })}</Typography.Text>
            {v.shot_ids.map((id) => (
              <img
                key={id}
                src={covers.get(id)?.cover_url}
                alt={covers.get(id)?.title ?? ''}
                className={styles.frame}
              />
            ))}
            <Typography.Text ellipsis>{v.caption}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
