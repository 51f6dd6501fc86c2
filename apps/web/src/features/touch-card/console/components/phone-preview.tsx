import type { PublicTouchCard } from '@vidmatrix/contract/touch-card-public';
import { Card, Typography } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { StorePageView } from '../../store-page-view';
import styles from './touch-card-console.module.css';

/** The store page the customer will see, in a phone frame, following the form as it is typed. */
export function PhonePreview({ card }: { card: PublicTouchCard }) {
  const { t } = useTranslation('touch-card-console');
  return (
    <Card title={t('preview.title')} size="small" className={styles.sticky}>
      <Typography.Paragraph type="secondary">{t('preview.hint')}</Typography.Paragraph>
      {/* inert: taps in the preview do nothing, and its buttons are not in the console's tab order. */}
      <div className={styles.phone} data-testid="phone-preview" inert>
        <StorePageView card={card} />
      </div>
    </Card>
  );
}
