import type { ReactNode } from 'react';
import styles from './state-block.module.css';

interface Props {
  /** `error` is announced (role alert); `empty` is a calm "nothing here". */
  tone: 'empty' | 'error';
  title: string;
  description?: string;
  children?: ReactNode;
}

/**
 * Empty and error states of the distribution pages and the browser-restriction page. A small
 * inline icon rather than antd-mobile's ErrorBlock illustrations (~4 KB brotli with their helpers):
 * the visitor page budget is tight (decision 004). The share pages' StateBox is a copy, kept on
 * purpose: shared, it costs those pages +0.25 KB gzip (decision 014).
 */
export function StateBlock({ tone, title, description, children }: Props) {
  return (
    <section className={styles.block} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d={tone === 'error' ? 'M32 18v18M32 44v2' : 'M20 36h24'}
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
