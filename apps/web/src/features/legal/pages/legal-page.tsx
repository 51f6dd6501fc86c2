import type { LegalDocument } from '@vidmatrix/brands/legal';
import { Link } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LegalFooter } from '../../../shared/legal/legal-footer';
import { brandLegalText, LEGAL_SECTIONS } from '../legal-text';
import styles from './legal-page.module.css';

/**
 * /privacy and /terms (issue 28): the brand's privacy policy or user agreement in the visitor's
 * language — the brand's own text where it has one, else the default filled with its name,
 * operator and contact — with the version every consent is recorded with.
 */
function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation('legal');
  const brand = currentBrand();
  const values = { brand: brand.name, operator: brand.legal.operator, email: brand.legal.contactEmail };
  const own = brandLegalText(brand, document, i18n.language);
  // Keys built from the section list: each has its text in every locale (locales.test.ts).
  const text = (key: string) => t(`${document}.${key}`, { ...values, defaultValue: '' });
  return (
    <main className={styles.page}>
      <p className={styles.brand}>
        <Link to="/">{brand.name}</Link>
      </p>
      <h1 className={styles.title}>{text('title')}</h1>
      <p className={styles.meta}>
        {t('page.version', { version: brand.legal.version })} · {t('page.operator', values)}
      </p>
      {own ? (
        own.map((paragraph, i) => <p key={i}>{paragraph}</p>)
      ) : (
        <>
          <p>{text('intro')}</p>
          {LEGAL_SECTIONS[document].map((section) => (
            <section key={section} className={styles.section}>
              <h2>{text(`sections.${section}.title`)}</h2>
              <p>{text(`sections.${section}.body`)}</p>
            </section>
          ))}
        </>
      )}
      <p className={styles.meta}>{t('page.contact', values)}</p>
      <footer className={styles.footer}>
        <LegalFooter />
      </footer>
    </main>
  );
}

export const PrivacyPage = () => <LegalPage document="privacy" />;
export const TermsPage = () => <LegalPage document="terms" />;
