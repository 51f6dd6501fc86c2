import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../platform-auth.module.css';

interface Props {
  nickname: string;
  avatar: string;
  number?: string;
  shopName?: string | null;
  shopId?: string | null;
  cartNumber?: string | null;
}

/** The authorised account as the merchant recognises it: avatar, nickname, number and shop. */
export function AccountSummary({ nickname, avatar, number, shopName, shopId, cartNumber }: Props) {
  const { t } = useTranslation('platform-auth');
  // A platform CDN that refuses the image leaves the grey circle rather than a broken image.
  const [avatarFailed, setAvatarFailed] = useState(false);
  return (
    <div className={styles.account} data-testid="authorized-account">
      {avatar && !avatarFailed ? (
        <img className={styles.avatar} src={avatar} alt="" onError={() => setAvatarFailed(true)} />
      ) : (
        <span className={styles.avatar} aria-hidden />
      )}
      <div className={styles.accountText}>
        <p className={styles.nickname}>{nickname}</p>
        {number && <span className={styles.muted}>{t('account.number', { number })}</span>}
        {shopName && <span className={styles.muted}>{t('account.shop', { name: shopName })}</span>}
        {shopId && <span className={styles.muted}>{t('account.shopId', { id: shopId })}</span>}
        {cartNumber && <span className={styles.muted}>{t('account.cart', { number: cartNumber })}</span>}
      </div>
    </div>
  );
}
