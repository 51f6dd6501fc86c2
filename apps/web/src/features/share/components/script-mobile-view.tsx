import type { Script } from '@vidmatrix/contract/script-model';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './script.module.css';

/**
 * Phones: one card per shot. Plain markup rather than antd-mobile's List and Tag: with them the
 * page's script was 2 KB over the visitor budget (decision 004). Loaded lazily.
 */
export default function ScriptMobileView({ script }: { script: Script }) {
  const { t } = useTranslation('share');
  if (script.shots.length === 0) return null;
  return (
    <section data-testid="script-mobile">
      <h2 className={styles.heading}>{t('script.shots')}</h2>
      <ol className={styles.shotCards}>
        {script.shots.map((shot, i) => (
          <li key={i} className={styles.shotCard}>
            <span className={styles.shotNumber}>{i + 1}</span>
            <div className={styles.shotText}>
              <p className={styles.shotTitle}>
                {`${t(`shotSizes.${shot.shot_size_id}`)} · ${t(`shotScales.${shot.shot_scale}`)} · ${t('script.seconds', { count: shot.duration_seconds })}`}
              </p>
              {shot.picture && <p>{shot.picture}</p>}
              {(shot.lines || shot.notes) && (
                <p className={styles.shotNotes}>
                  {shot.lines && (
                    <span>
                      {t('script.col_lines')}: {shot.lines}
                    </span>
                  )}
                  {shot.notes && (
                    <span>
                      {' '}
                      {t('script.col_notes')}: {shot.notes}
                    </span>
                  )}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
