import { lazy, Suspense } from 'react';
import { currentBrand } from '../../../shared/brand';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SupportNav } from '../components/support-nav';
import styles from './support-page.module.css';

// The export needs the account and the activity list (TanStack, the contract): after the how-to.
const ExportPanel = lazy(() =>
  import('../components/export-panel').then((m) => ({ default: m.ExportPanel })),
);

const STEPS = ['signIn', 'export', 'unzip', 'import', 'captions', 'publish'] as const;
const COLUMNS = ['file', 'title', 'caption', 'hashtags', 'duration_s'] as const;

/**
 * `/yixiaoer`: the hand-off to an external matrix-publishing desktop tool — how to take an
 * activity's videos and captions there, and the export itself (a streamed ZIP, decision 028).
 */
export function YixiaoerPage() {
  const { t } = useTranslation('handoff');
  const brand = currentBrand();
  return (
    <div className={styles.page}>
      <SupportNav />
      <main className={styles.main}>
        <h1 className={styles.title}>{t('yixiaoer.title')}</h1>
        <p className={styles.lead}>{t('yixiaoer.lead', { brand: brand.name })}</p>

        <section className={styles.section} aria-labelledby="handoff-steps">
          <h2 id="handoff-steps">{t('yixiaoer.stepsTitle')}</h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>{t(`yixiaoer.steps.${step}`)}</li>
            ))}
          </ol>
        </section>

        <section className={styles.section} aria-labelledby="handoff-files">
          <h2 id="handoff-files">{t('yixiaoer.filesTitle')}</h2>
          <ul className={styles.steps}>
            <li>
              <code className={styles.code}>videos/001-….mp4</code> — {t('yixiaoer.files.videos')}
            </li>
            <li>
              <code className={styles.code}>captions.csv</code> — {t('yixiaoer.files.csv')}
            </li>
          </ul>
          <dl>
            {COLUMNS.map((column) => (
              <div key={column} className={styles.row}>
                <dt>
                  <code className={styles.code}>{column}</code>
                </dt>
                <dd>{t(`yixiaoer.columns.${column}`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="handoff-export">
          <h2 id="handoff-export">{t('yixiaoer.exportTitle')}</h2>
          <Suspense fallback={<p className={styles.lead}>{t('loading')}</p>}>
            <ExportPanel />
          </Suspense>
        </section>
      </main>
    </div>
  );
}
