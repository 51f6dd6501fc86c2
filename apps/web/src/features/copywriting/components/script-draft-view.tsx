import { Card, Empty, Flex, Space, Tag, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ScriptDraft, ShotDraft } from '../script-draft';
import styles from './copywriting.module.css';

/**
 * Labelled texts, label beside text in a grid (no colon to translate); a text shows from its
 * first words on.
 */
function Parts({ parts }: { parts: [label: string, value: string][] }) {
  const shown = parts.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <div className={styles.draftParts}>
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <Typography.Text>{value}</Typography.Text>
        </Fragment>
      ))}
    </div>
  );
}

function ShotCard({ shot, index }: { shot: ShotDraft; index: number }) {
  const { t } = useTranslation('copywriting');
  const size = shot.size === null ? null : t(`shotSize.${shot.size}`);
  // Some languages name a size and a scale alike (特写 / 特写): one tag then says both.
  const scale = shot.scale === null ? null : t(`shotScale.${shot.scale}`);
  return (
    <Card
      size="small"
      data-testid="ai-shot"
      title={t('ai.draft.shot', { number: index + 1 })}
      extra={
        <Space size={4} wrap>
          {size !== null && <Tag>{size}</Tag>}
          {scale !== null && scale !== size && <Tag>{scale}</Tag>}
          {shot.duration !== null && <Tag>{t('list.seconds', { count: shot.duration })}</Tag>}
        </Space>
      }
    >
      <Parts
        parts={[
          [t('shots.picture'), shot.picture],
          [t('shots.lines'), shot.lines],
          [t('shots.notes'), shot.notes],
        ]}
      />
    </Card>
  );
}

/**
 * The script as it takes shape: its title, its key line, then each shot as a card (or the lines
 * of a whole-piece text), filling in as the writer's text arrives.
 */
export function ScriptDraftView({ draft, writing }: { draft: ScriptDraft; writing: boolean }) {
  const { t } = useTranslation('copywriting');
  const empty = !draft.title && draft.shots.length === 0 && draft.contentLines.length === 0;
  if (empty)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={writing ? t('ai.draft.waiting') : t('ai.draft.empty')}
      />
    );
  return (
    <Flex vertical gap={8}>
      {draft.title && (
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="ai-draft-title">
          {draft.title}
        </Typography.Title>
      )}
      <Parts parts={[[t('field.lines'), draft.lines]]} />
      {draft.shots.map((shot, i) => (
        <ShotCard key={i} shot={shot} index={i} />
      ))}
      {draft.contentLines.length > 0 && (
        <Card size="small" title={t('field.content_lines')} data-testid="ai-content-lines">
          {draft.contentLines.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Card>
      )}
    </Flex>
  );
}
