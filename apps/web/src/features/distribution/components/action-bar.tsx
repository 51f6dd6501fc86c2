import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './action-bar.module.css';

interface Props {
  platform: DistributionPlatform;
  showChange: boolean;
  disabled: boolean;
  /** The shown video is published: its publish button settles. */
  published?: boolean;
  onChange: () => void;
  onPublish: () => void;
}

const PUBLISH_LABEL = {
  douyin: 'actions.publishDouyin',
  wechat: 'actions.publishWechat',
  xhs: 'actions.publishXhs',
  ks: 'actions.publishKs',
} as const;

/** Spec §2: change video (unless hidden) and the platform's publish button. */
export function ActionBar({ platform, showChange, disabled, published = false, onChange, onPublish }: Props) {
  const { t } = useTranslation('distribution');
  return (
    <div className={styles.bar} role="group" aria-label={t('actions.label')}>
      {showChange && (
        <button type="button" className={styles.secondary} onClick={onChange} disabled={disabled}>
          {t('actions.changeVideo')}
        </button>
      )}
      <button type="button" className={styles.primary} onClick={onPublish} disabled={disabled || published}>
        {published ? t('actions.published') : t(PUBLISH_LABEL[platform])}
      </button>
    </div>
  );
}
