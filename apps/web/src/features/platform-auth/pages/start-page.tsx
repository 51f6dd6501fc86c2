import { AUTH_PLATFORMS, type AuthPlatform } from '@vidmatrix/contract/platform-auth';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { currentUserAgent, isMobile } from '../../../shared/user-agent';
import { useAuthorizeCache, useLinkCode } from '../api';
import { platformOfPath, reauthorizeId, startView } from '../auth-flow';
import { AuthResult } from '../components/auth-result';
import { AuthorizeLink } from '../components/authorize-link';
import { DesktopOnly } from '../components/desktop-only';
import styles from '../platform-auth.module.css';

/** The link code, the authorize URL and the polled result of one platform's authorization. */
function Authorization({ platform, accountId }: { platform: AuthPlatform; accountId: number | undefined }) {
  const { t } = useTranslation('platform-auth');
  const name = t(`platforms.${platform}`);
  const link = useLinkCode(platform, accountId);
  const cache = useAuthorizeCache(platform, link.data?.link_code);
  if (link.isPending)
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  if (link.isError || !link.data)
    return (
      <section className={styles.card}>
        <p className={styles.alert} role="alert" data-testid="link-code-error">
          {link.error?.message || t('loadFailed')}
        </p>
        <button type="button" className={styles.button} onClick={() => void link.refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  const view = startView(cache.data);
  return (
    <section className={styles.card}>
      {view.kind === 'waiting' && <AuthorizeLink link={link.data} platformName={name} />}
      <AuthResult view={view} onNewLink={() => void link.refetch()} renewing={link.isFetching} />
    </section>
  );
}

/**
 * /distribution_anthor (Douyin), /distribution_anthor_tk, /distribution_anthor_tk_shop,
 * /distribution_anthor_doudian, /distribution_anthor_qc: authorize an account of the page's
 * platform (spec §2), or re-authorize one (`?account_id=`, the console's button). A phone on a
 * desktop-only platform is told to use a computer (spec §6).
 */
export function StartPage() {
  const { t } = useTranslation('platform-auth');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // The router only mounts this page on the five start paths.
  const platform = platformOfPath(pathname, 'page') ?? 'douyin';
  const accountId = reauthorizeId(search);
  const name = t(`platforms.${platform}`);
  const desktopOnly = AUTH_PLATFORMS[platform].desktopOnly && isMobile(currentUserAgent());
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        {t(accountId ? 'start.reauthorizeTitle' : 'start.title', { platform: name })}
      </h1>
      {desktopOnly ? (
        <DesktopOnly platformName={name} />
      ) : (
        // A new key per platform and account: nothing of another authorization carries over.
        <Authorization key={`${platform}:${accountId ?? ''}`} platform={platform} accountId={accountId} />
      )}
    </main>
  );
}
