import { penCardPath } from '@vidmatrix/contract/touch-card-rules';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoading } from '../../../shared/ui/page-loading';
import { currentUserAgent, isWeChat } from '../../../shared/user-agent';
import { useStorePage } from '../api';
import { CardState } from '../components/card-state';
import { isCardInvalid, useCardCode } from '../use-card-code';
import styles from './add-wx-page.module.css';

/**
 * /AddWxPage?code=…: the merchant's WeChat QR code, large enough for WeChat's long-press "scan
 * QR code in image" (it needs the code to fill a good part of the screen), with the way to add
 * from outside WeChat. Opened from the store page, it reuses the card already read.
 */
export function AddWxPage() {
  const { t } = useTranslation('touch-card');
  const code = useCardCode();
  const { data, error, isPending, reload } = useStorePage(code);
  if (!code || isCardInvalid(error)) return <CardState state="invalid" />;
  if (error && !data) return <CardState state="failed" onRetry={reload} />;
  if (isPending || !data) return <PageLoading />;
  const { card } = data;
  const item = card.items.find((i) => i.kind === 'wechat_qr');
  const image = item?.kind === 'wechat_qr' && item.configured ? item.image_url : null;
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        {card.logo_url && <img className={styles.logo} src={card.logo_url} alt="" width={48} height={48} />}
        <h1 className={styles.title}>{card.title}</h1>
      </header>
      <section className={styles.card} aria-label={t('addWx.title')}>
        <h2 className={styles.heading}>{t('addWx.title')}</h2>
        {image ? (
          <>
            <img className={styles.qr} src={image} alt={t('addWx.qrLabel')} data-testid="wechat-qr" />
            <p className={styles.hint}>
              {isWeChat(currentUserAgent()) ? t('addWx.hintWeChat') : t('addWx.hintOther')}
            </p>
          </>
        ) : (
          <p className={styles.hint} role="alert">
            {t('messages.notConfigured')}
          </p>
        )}
      </section>
      <Link className={styles.back} to={penCardPath(code)}>
        {t('addWx.back')}
      </Link>
    </main>
  );
}
