import type { Funnel } from '@vidmatrix/contract/console';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { funnelBars } from '../funnel-steps';
import styles from './console.module.css';

/** Visitors → views → claims → taken → posted, as bars with the conversion between steps. */
export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const { t } = useTranslation('console');
  return (
    <div className={styles.funnel} role="list" aria-label={t('funnel.title')}>
      {funnelBars(funnel).map((bar) => (
        <div key={bar.step} className={styles.funnelRow} role="listitem" data-testid={`funnel-${bar.step}`}>
          <Typography.Text className={styles.funnelLabel}>{t(`funnel.${bar.step}`)}</Typography.Text>
          <div className={styles.funnelTrack}>
            <div
              className={styles.funnelBar}
              style={{ width: `${Math.max(bar.width, bar.value > 0 ? 2 : 0)}%` }}
            />
          </div>
          <Typography.Text strong className={styles.funnelValue}>
            {bar.value}
          </Typography.Text>
          <Typography.Text type="secondary" className={styles.funnelRate}>
            {bar.fromPrevious === null ? '' : t('funnel.rate', { rate: bar.fromPrevious })}
          </Typography.Text>
        </div>
      ))}
    </div>
  );
}
