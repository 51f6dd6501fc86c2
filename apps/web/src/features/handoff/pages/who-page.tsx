import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, matchLanguage } from '@vidmatrix/contract/languages';
import { useState } from 'react';
import { APP_VERSION } from '../../../shared/api/api-config';
import { apiHeaders } from '../../../shared/api/request-headers';
import { currentBrand } from '../../../shared/brand';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LOCAL_KEYS } from '../../../shared/storage-keys';
import { copyText } from '../../../shared/clipboard';
import { currentUserAgent } from '../../../shared/user-agent';
import { deviceOf, factsText, inAppBrowser } from '../who-facts';
import { SupportNav } from '../components/support-nav';
import styles from './support-page.module.css';

function signedInPhone(): string | null {
  try {
    return localStorage.getItem(LOCAL_KEYS.shareToken)
      ? localStorage.getItem(LOCAL_KEYS.username) || ''
      : null;
  } catch {
    return null;
  }
}

/**
 * `/who`: what support asks for in a chat — brand, app version, language, visitor id, browser
 * and device, the signed-in account — read from this browser alone (no request, so it also
 * works when the API does not), with one button that copies it all.
 */
export function WhoPage() {
  const { t, i18n } = useTranslation('handoff');
  const brand = currentBrand();
  const ua = currentUserAgent();
  const language = matchLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const phone = signedInPhone();
  const [copied, setCopied] = useState<boolean>();

  const facts = [
    { key: 'brand', label: t('who.brand'), value: `${brand.name} (${brand.key}, bizid ${brand.bizid})` },
    { key: 'host', label: t('who.host'), value: window.location.host },
    { key: 'version', label: t('who.version'), value: APP_VERSION },
    { key: 'language', label: t('who.language'), value: `${LANGUAGE_NAMES[language]} (${language})` },
    { key: 'visitor', label: t('who.visitorId'), value: apiHeaders()['visitor-id'] ?? '' },
    { key: 'browser', label: t('who.inApp'), value: t(`who.browsers.${inAppBrowser(ua)}`) },
    { key: 'device', label: t('who.device'), value: t(`who.devices.${deviceOf(ua)}`) },
    {
      key: 'account',
      label: t('who.account'),
      value: phone === null ? t('who.signedOut') : phone || t('who.signedIn'),
    },
    { key: 'time', label: t('who.time'), value: new Date().toISOString() },
    { key: 'ua', label: t('who.userAgent'), value: ua },
  ];

  const onCopy = async () =>
    setCopied(
      await copyText(factsText(t('who.title'), facts)).then(
        () => true,
        () => false,
      ),
    );

  return (
    <div className={styles.page}>
      <SupportNav />
      <main className={styles.main}>
        <h1 className={styles.title}>{t('who.title')}</h1>
        <p className={styles.lead}>{t('who.lead')}</p>
        <dl className={styles.facts} data-testid="who-facts">
          {facts.map((f) => (
            <div key={f.key} className={styles.fact} data-testid={`who-${f.key}`}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className={styles.primary} onClick={() => void onCopy()}>
          {t('who.copy')}
        </button>
        <p className={copied === false ? styles.error : styles.status} role="status">
          {copied === undefined ? '' : copied ? t('who.copied') : t('who.copyFailed')}
        </p>
      </main>
    </div>
  );
}
