import type { LibraryVideo } from '@vidmatrix/contract/upload';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SceneDraft } from '../studio-rules';
import { ShotTrim } from './shot-trim';
import styles from '../mix.module.css';

interface Props {
  index: number;
  scene: SceneDraft;
  clips: LibraryVideo[];
  /** Clips other scenes hold: a clip plays in one scene only. */
  taken: Set<number>;
  onChange: (scene: SceneDraft) => void;
  onRemove: (() => void) | undefined;
}

/** One scene: its name, where it may play, its alternative shots picked from the library and their windows. */
export function SceneEditor({ index, scene, clips, taken, onChange, onRemove }: Props) {
  const { t } = useTranslation('mix');
  const options = clips
    .filter((c) => !taken.has(c.id))
    .map((c) => ({
      value: c.id,
      label: (
        <Flex gap={6} align="center">
          <img src={c.cover_url} alt="" className={styles.thumb} />
          <span>{t('editor.clipLabel', { title: c.title, seconds: c.duration_seconds.toFixed(1) })}</span>
        </Flex>
      ),
    }));
  return (
    <Card size="small" data-testid={`scene-${index}`} className={styles.scene}>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          <Input
            className={styles.grow}
            aria-label={t('editor.sceneName')}
            value={scene.name}
            maxLength={60}
            onChange={(e) => onChange({ ...scene, name: e.target.value })}
          />
          <Select
            aria-label={t('editor.position')}
            className={styles.position}
            value={scene.fixed ?? 'free'}
            onChange={(v: 'free' | 'first' | 'last') =>
              onChange({ ...scene, fixed: v === 'free' ? null : v })
            }
            options={[
              { value: 'free', label: t('editor.free') },
              { value: 'first', label: t('editor.first') },
              { value: 'last', label: t('editor.last') },
            ]}
          />
          {onRemove && (
            <Button danger onClick={onRemove}>
              {t('editor.removeScene')}
            </Button>
          )}
        </Flex>
        <Select
          mode="multiple"
          aria-label={t('editor.shots')}
          data-testid={`scene-${index}-shots`}
          placeholder={t('editor.pickShots')}
          value={scene.clip_ids}
          onChange={(ids: number[]) => onChange({ ...scene, clip_ids: ids })}
          options={options}
          optionFilterProp="value"
          filterOption={(input, option) =>
            clips
              .find((c) => c.id === option?.value)
              ?.title.toLowerCase()
              .includes(input.toLowerCase()) ?? false
          }
        />
        {scene.clip_ids.length > 0 && (
          <Flex vertical gap={2}>
            <Typography.Text type="secondary">{t('editor.trims')}</Typography.Text>
            {scene.clip_ids.map((id) => {
              const clip = clips.find((c) => c.id === id);
              return (
                clip && (
                  <ShotTrim
                    key={id}
                    clip={clip}
                    trims={scene.trims}
                    onChange={(trims) => onChange({ ...scene, trims })}
                  />
                )
              );
            })}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
