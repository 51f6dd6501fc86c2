import type { ReactNode } from 'react';
import styles from './form-field.module.css';

interface Props {
  /** The control's id: the label points at it, the error is announced with it. */
  id: string;
  label: string;
  error?: string | undefined;
  /** Shown beside the control (a "send code" button). */
  addon?: ReactNode;
  children: ReactNode;
}

/** One labelled form row with its error under it; text-free, so any feature can use it. */
export function FormField({ id, label, error, addon, children }: Props) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.control}>{children}</div>
        {addon}
      </div>
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
