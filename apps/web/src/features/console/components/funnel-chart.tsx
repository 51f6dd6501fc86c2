import type { Funnel } from '@vidmatrix/contract/console';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { funnelBars } from '../funnel-steps';
import styles from './console.module.css';

/**
 * Visitors → claimed → taken → posted, in distinct visitors, as bars with the conversion from the
 * step before and the step's event total beside it. Each label's tooltip gives the step's exact
 * definition (docs/decisions/023-console-figures.md).
 */
export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const { t } = useTranslation('console');
  return (
    <div className={styles.funnel} role="list" aria-label={t('funnel.title')}>
      {funnelBars(funnel).map((bar) => (
        <div key={bar.step} className={styles.funnelRow} role="listitem" data-testid={`funnel-${bar.step}`}>
          <Tooltip title={t(`funnel.help.${bar.step}`)}>
            {/* Focusable, so the definition is reachable by keyboard too; dotted underline: "more here". */}
            <span className={styles.funnelLabel} tabIndex={0} data-testid="funnel-label">
              {t(`funnel.${bar.step}`)}
            </span>
          </Tooltip>
          <div className={styles.funnelTrack}>
            <div
              className={styles.funnelBar}
              style={{ width: `${Math.max(bar.width, bar.value > 0 ? 2 : 0)}%` }}
            />
          </div>
          <Typography.Text strong className={styles.funnelValue} data-testid="funnel-value">
            {bar.value}
          </Typography.Text>
          <Typography.Text type="secondary" className={styles.funnelRate} data-testid="funnel-rate">
            {bar.fromPrevious === null ? '' : t('funnel.rate', { rate: bar.fromPrevious })}
          </Typography.Text>
          <Typography.Text type="secondary" className={styles.funnelTotal} data-testid="funnel-total">
            {t(`funnel.total.${bar.step}`, { count: bar.total })}
          </Typography.Text>
        </div>
      ))}
    </div>
  );
}
