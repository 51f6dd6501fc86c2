import { MIX_TRIM_MIN_SECONDS, type MixTrim } from '@vidmatrix/contract/mix';
import type { LibraryVideo } from '@vidmatrix/contract/upload';
import { Flex, Slider, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TRIM_STEP_S, trimMax, withTrim } from '../studio-rules';
import styles from '../mix.module.css';

interface Props {
  clip: LibraryVideo;
  trims: MixTrim[];
  onChange: (trims: MixTrim[]) => void;
}

/**
 * A shot's in/out window: one range slider over the clip on the keyframe grid (0.5 s), handles
 * kept at least MIX_TRIM_MIN_SECONDS apart. Dragged with a finger on a phone, or with the arrow
 * keys once a handle has the focus.
 */
export function ShotTrim({ clip, trims, onChange }: Props) {
  const { t } = useTranslation('mix');
  const max = trimMax(clip.duration_seconds);
  // Too short to cut: the whole clip plays.
  if (max < MIX_TRIM_MIN_SECONDS + TRIM_STEP_S) return null;
  const trim = trims.find((x) => x.clip_id === clip.id);
  const value: [number, number] = [trim?.in_s ?? 0, Math.min(trim?.out_s ?? max, max)];
  return (
    <Flex gap={8} align="center" wrap className={styles.trim} data-testid={`trim-${clip.id}`}>
      <img src={clip.cover_url} alt="" className={styles.thumb} />
      <Typography.Text ellipsis className={styles.trimTitle}>
        {clip.title}
      </Typography.Text>
      <Slider
        range
        className={styles.trimSlider}
        min={0}
        max={max}
        step={TRIM_STEP_S}
        value={value}
        tooltip={{ formatter: (s) => t('editor.trimSeconds', { s }) }}
        ariaLabelForHandle={[
          t('editor.trimIn', { title: clip.title }),
          t('editor.trimOut', { title: clip.title }),
        ]}
        onChange={(v: number[]) => {
          const next = withTrim(trims, clip.id, [v[0]!, v[1]!], clip.duration_seconds, MIX_TRIM_MIN_SECONDS);
          if (next) onChange(next);
        }}
      />
      <Typography.Text type="secondary" data-testid={`trim-${clip.id}-window`}>
        {t('editor.trimWindow', { in: value[0].toFixed(1), out: value[1].toFixed(1) })}
      </Typography.Text>
    </Flex>
  );
}
