import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FollowItem, Panel } from '../item-action';
import { CopyTextButton } from './copy-text-button';
import styles from './item-panel.module.css';

const PLATFORM = {
  follow_channels: 'channels',
  follow_xhs: 'xhs',
  follow_kuaishou: 'kuaishou',
  follow_douyin: 'douyin',
} as const;

/**
 * How to follow the shop: with an account id, the steps to search it and the id to copy; without
 * one (a Xiaohongshu item saved with its link alone), the profile to open. The profile's web page
 * opens in every browser, WeChat included, where the app cannot be opened (issue 27).
 */
function FollowGuide({ item, blocked }: { item: FollowItem; blocked: boolean }) {
  const { t } = useTranslation('touch-card');
  const platform = t(`platforms.${PLATFORM[item.kind]}`);
  const hasId = item.account_id !== '';
  return (
    <>
      <h2 className={styles.title}>{t('guide.title', { platform })}</h2>
      {blocked && <p className={styles.note}>{t('guide.blocked')}</p>}
      {hasId ? (
        <>
          <ol className={styles.steps}>
            <li>
              {item.kind === 'follow_channels'
                ? t('guide.channelsStepOpen')
                : t('guide.stepOpen', { platform })}
            </li>
            <li>{t('guide.stepSearch')}</li>
            <li>{t('guide.stepFollow')}</li>
          </ol>
          <p className={styles.field}>
            <span className={styles.fieldLabel}>{t('guide.accountId')}</span>
            <strong data-testid="follow-account">{item.account_id}</strong>
          </p>
          <CopyTextButton className={styles.primary} text={item.account_id} label={t('guide.copyId')} />
        </>
      ) : (
        <p className={styles.note}>{t('guide.openProfile')}</p>
      )}
      {item.web_url && (
        <a
          className={hasId ? styles.secondary : styles.primary}
          href={item.web_url}
          rel="noopener noreferrer"
        >
          {t('guide.openWeb')}
        </a>
      )}
    </>
  );
}

/** The Wi-Fi QR code, drawn on the phone: `qrcode` loads with this panel, never with the page. */
function WifiQr({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => undefined); // the name and the password stay: the QR is the Android shortcut
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img className={styles.qr} src={src} alt={label} width={200} height={200} data-testid="wifi-qr" />
  ) : null;
}

function WifiPanel({ item }: { item: Extract<Panel, { type: 'wifi' }>['item'] }) {
  const { t } = useTranslation('touch-card');
  return (
    <>
      <h2 className={styles.title}>{t('wifi.title')}</h2>
      <p className={styles.field}>
        <span className={styles.fieldLabel}>{t('wifi.network')}</span>
        <strong data-testid="wifi-ssid">{item.ssid}</strong>
      </p>
      <p className={styles.field}>
        <span className={styles.fieldLabel}>{t('wifi.password')}</span>
        <strong data-testid="wifi-password">{item.password || t('wifi.open')}</strong>
      </p>
      {item.password && (
        <CopyTextButton className={styles.primary} text={item.password} label={t('wifi.copyPassword')} />
      )}
      <WifiQr text={item.qr_text} label={t('wifi.qrLabel')} />
      <p className={styles.note}>{t('wifi.qrHint')}</p>
    </>
  );
}

function CollectionGuide() {
  const { t } = useTranslation('touch-card');
  return (
    <>
      <h2 className={styles.title}>{t('collection.title')}</h2>
      <ol className={styles.steps}>
        <li>{t('collection.stepMenu')}</li>
        <li>{t('collection.stepSave')}</li>
      </ol>
      <p className={styles.note}>{t('collection.browser')}</p>
      <CopyTextButton className={styles.primary} text={location.href} label={t('collection.copyLink')} />
    </>
  );
}

/** The bottom sheet of a function item (follow guide, Wi-Fi, collection): loaded on the tap that opens it. */
export function ItemPanel({ panel, onClose }: { panel: Panel; onClose: () => void }) {
  const { t } = useTranslation('touch-card');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.mask} onClick={onClose}>
      <section
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={t(panel.type === 'guide' ? 'guide.title' : `${panel.type}.title`, {
          platform: panel.type === 'guide' ? t(`platforms.${PLATFORM[panel.item.kind]}`) : '',
        })}
        data-testid={`panel-${panel.type}`}
        onClick={(event) => event.stopPropagation()}
      >
        {panel.type === 'guide' && <FollowGuide item={panel.item} blocked={panel.blocked} />}
        {panel.type === 'wifi' && <WifiPanel item={panel.item} />}
        {panel.type === 'collection' && <CollectionGuide />}
        <button type="button" className={styles.close} onClick={onClose}>
          {t('guide.close')}
        </button>
      </section>
    </div>
  );
}
