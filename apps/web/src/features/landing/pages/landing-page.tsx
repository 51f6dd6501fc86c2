import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { LegalFooter } from '../../../shared/legal/legal-footer';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import styles from './landing-page.module.css';

// The form (antd-mobile inputs, the zod rules) loads when the visitor nears it or asks for it:
// the first screen stays plain markup.
const ContactForm = lazy(() =>
  import('../components/contact-form').then((m) => ({ default: m.ContactForm })),
);

const SHOWCASE = ['food', 'beauty', 'retail', 'travel'] as const;
const FUNCTIONS = ['distribution', 'nfc', 'matrix', 'copywriting', 'academy', 'team'] as const;

/** `/`: company show, the main view with the figures, more functions, and book-a-demo. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const brand = currentBrand();
  const contact = useRef<HTMLElement>(null);
  const [formWanted, setFormWanted] = useState(false);

  useEffect(() => {
    const section = contact.current;
    if (!section || formWanted || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setFormWanted(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [formWanted]);

  const openContact = () => {
    setFormWanted(true);
    contact.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.page}>
      <header className={styles.nav}>
        <span className={styles.logo}>{brand.name}</span>
        <nav className={styles.navLinks}>
          <LanguageSwitcher />
          <Link to="/login">{t('nav.login')}</Link>
          <Link className={styles.navCta} to="/register">
            {t('nav.register')}
          </Link>
        </nav>
      </header>

      <main>
        <section className={styles.hero}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 className={styles.headline}>{t('hero.title')}</h1>
          <p className={styles.lead}>{t('hero.subtitle')}</p>
          <div className={styles.ctas}>
            <button type="button" className={styles.primary} onClick={openContact}>
              {t('hero.demo')}
            </button>
            <Link className={styles.secondary} to="/register">
              {t('hero.trial')}
            </Link>
          </div>
          <dl className={styles.figures}>
            <div>
              <dt>{t('figures.partners.label')}</dt>
              <dd>{t('figures.partners.value')}</dd>
            </div>
            <div>
              <dt>{t('figures.exposure.label')}</dt>
              <dd>{t('figures.exposure.value')}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="landing-show">
          <h2 id="landing-show">{t('show.title', { brand: brand.name })}</h2>
          <p className={styles.sectionLead}>{t('show.body')}</p>
          <ul className={styles.grid}>
            {SHOWCASE.map((key) => (
              <li key={key} className={styles.tile}>
                <h3>{t(`show.cases.${key}.title`)}</h3>
                <p>{t(`show.cases.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="landing-functions">
          <h2 id="landing-functions">{t('functions.title')}</h2>
          <ul className={styles.grid}>
            {FUNCTIONS.map((key) => (
              <li key={key} className={styles.tile}>
                <h3>{t(`functions.items.${key}.title`)}</h3>
                <p>{t(`functions.items.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          ref={contact}
          id="contact"
          className={`${styles.section} ${styles.contact}`}
          aria-labelledby="landing-contact"
        >
          <h2 id="landing-contact">{t('contact.title')}</h2>
          <p className={styles.sectionLead}>{t('contact.subtitle')}</p>
          {formWanted ? (
            <Suspense fallback={<p className={styles.sectionLead}>{t('contact.loading')}</p>}>
              <ContactForm />
            </Suspense>
          ) : (
            <button type="button" className={styles.primary} onClick={openContact}>
              {t('contact.open')}
            </button>
          )}
        </section>
      </main>

      <footer className={styles.footer}>
        {t('footer', { brand: brand.name, year: new Date().getFullYear() })}
        <LegalFooter />
      </footer>

      <button type="button" className={styles.floating} onClick={openContact}>
        {t('floating')}
      </button>
    </div>
  );
}
