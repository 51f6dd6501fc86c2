import type { ReactNode } from 'react';
import { currentBrand } from '../../../shared/brand';
import { LegalFooter } from '../../../shared/legal/legal-footer';
import styles from './auth-layout.module.css';

interface Props {
  title: string;
  subtitle?: string | undefined;
  /** A notice above the form (the message the login page was sent with). */
  notice?: ReactNode;
  /** Desktop only: a panel beside the form. */
  aside?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The account pages' frame: one column on phones, a centred card (with an optional panel) on desktops. */
export function AuthLayout({ title, subtitle, notice, aside, footer, children }: Props) {
  const brand = currentBrand();
  return (
    <main className={styles.page}>
      <div className={aside ? `${styles.frame} ${styles.withAside}` : styles.frame}>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
        <section className={styles.card}>
          <p className={styles.brand}>{brand.name}</p>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {notice}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </section>
      </div>
      <footer className={styles.legal}>
        <LegalFooter />
      </footer>
    </main>
  );
}

export function Notice({
  children,
  tone = 'warning',
}: {
  children: ReactNode;
  tone?: 'warning' | 'success';
}) {
  return (
    <p className={tone === 'success' ? `${styles.notice} ${styles.success}` : styles.notice} role="alert">
      {children}
    </p>
  );
}
