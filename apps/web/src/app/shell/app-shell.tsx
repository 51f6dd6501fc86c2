import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { BRAND_ASSET_PATHS } from '@vidmatrix/brands/manifest';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/team/api';
import { useSignedInAccount } from '../../shared/account';
import { currentBrand } from '../../shared/brand';
import { clearSession } from '../../shared/session';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { areaOf, areasFor } from './areas';
import { AreaMenu } from './area-menu';
import { Who } from './who';
import styles from './app-shell.module.css';

/**
 * The frame of every signed-in page (the member area and the console, issue 13): the brand, who
 * is signed in with team and role, the language, sign out, and every area the role may use.
 * Desktop: a side menu of one fixed width. Phone: the menu and the account sit in a drawer
 * opened from the header, so nothing covers the page while it is closed.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  const logout = useLogout();
  const drawer = useRef<HTMLDialogElement>(null);
  const brand = currentBrand();
  const areas = areasFor(account.data);
  const current = areaOf(pathname);
  // The brand goes home: the console's first section for those who have it, else the member area.
  const home = areas.find((area) => area.group === 'console') ?? areas[0];
  const closeDrawer = () => drawer.current?.close();

  const signOut = () =>
    // The server session may already be gone (4012/4017): signing out locally is what matters.
    logout.mutate(undefined, {
      onSettled: () => {
        clearSession();
        queryClient.removeQueries();
        navigate('/login', { replace: true });
      },
    });

  const signOutButton = (
    <button type="button" className={styles.button} onClick={signOut} disabled={logout.isPending}>
      <LogoutOutlined aria-hidden />
      <span>{t('shell.signOut')}</span>
    </button>
  );

  return (
    <div className={styles.shell} style={{ '--brand': brand.themeColor } as CSSProperties}>
      <header className={styles.header}>
        <button
          type="button"
          className={`${styles.button} ${styles.menuButton}`}
          aria-label={t('shell.openMenu')}
          aria-haspopup="dialog"
          onClick={() => drawer.current?.showModal()}
        >
          <MenuOutlined aria-hidden />
        </button>
        <Link to={home?.path ?? '/inviteMember'} className={styles.brand}>
          <img src={BRAND_ASSET_PATHS.icon} alt="" width={28} height={28} />
          <span>{brand.name}</span>
        </Link>
        <div className={styles.wide}>
          {account.data ? <Who account={account.data} testId="console-phone" /> : null}
          <LanguageSwitcher />
          {signOutButton}
        </div>
      </header>
      <nav className={styles.side} aria-label={t('shell.navigation')}>
        <AreaMenu areas={areas} current={current} />
      </nav>
      <dialog
        ref={drawer}
        className={styles.drawer}
        aria-label={t('shell.navigation')}
        // A click on the backdrop lands on the dialog itself: close, as a tap beside a drawer does.
        onClick={(event) => event.target === event.currentTarget && closeDrawer()}
      >
        <div className={styles.drawerBody}>
          <button type="button" className={`${styles.button} ${styles.close}`} onClick={closeDrawer}>
            {t('shell.closeMenu')}
          </button>
          {account.data ? <Who account={account.data} /> : null}
          <AreaMenu areas={areas} current={current} onPick={closeDrawer} />
          <LanguageSwitcher />
          {signOutButton}
        </div>
      </dialog>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
