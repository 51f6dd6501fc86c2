import { GUIDE_CENTRES, GUIDE_PACKAGE, REBATE_TIERS } from '@vidmatrix/contract/traffic-guide';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { LegalFooter } from '../../../shared/legal/legal-footer';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import { useMoney } from '../components/use-money';
import styles from './traffic-guide-page.module.css';

// Below the fold or behind a tap: the first screen stays plain markup (decision 004).
const RebateCalculator = lazy(() =>
  import('../components/rebate-calculator').then((m) => ({ default: m.RebateCalculator })),
);
const ContactForm = lazy(() =>
  import('../components/contact-form').then((m) => ({ default: m.ContactForm })),
);

/**
 * `/trafficGuide`: recruiting traffic guides (spec §1, §9) — the benefits package, the rebate
 * tiers, the two centre levels, a rebate calculator, and the book-a-demo form recorded as a
 * guide's sign-up (source `traffic_guide`, shown to consultants).
 */
export function TrafficGuidePage() {
  const { t } = useTranslation('guide');
  const money = useMoney();
  const brand = currentBrand();
  const signUp = useRef<HTMLElement>(null);
  const [formOpen, setFormOpen] = useState(false);

  const openForm = () => {
    setFormOpen(true);
    signUp.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.page}>
      <header className={styles.nav}>
        <Link className={styles.logo} to="/">
          {brand.name}
        </Link>
        <LanguageSwitcher />
      </header>

      <main className={styles.main}>
        <section className={styles.hero}>
          <p className={styles.eyebrow}>{t('hero.eyebrow', { brand: brand.name })}</p>
          <h1 className={styles.headline}>{t('hero.title')}</h1>
          <p className={styles.lead}>{t('hero.subtitle')}</p>
          <button type="button" className={styles.primary} onClick={openForm}>
            {t('signUp.cta')}
          </button>
        </section>

        <section className={styles.section} aria-labelledby="guide-package">
          <h2 id="guide-package">{t('package.title')}</h2>
          <div className={styles.package}>
            <p className={styles.price} data-testid="guide-package-price">
              {money(GUIDE_PACKAGE.price)}
            </p>
            <p>{t('package.body', { slots: GUIDE_PACKAGE.slots, slot: money(GUIDE_PACKAGE.slotPrice) })}</p>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="guide-rebates">
          <h2 id="guide-rebates">{t('rebates.title')}</h2>
          <p className={styles.sectionLead}>{t('rebates.body', { slot: money(GUIDE_PACKAGE.slotPrice) })}</p>
          <ol className={styles.tiers}>
            {REBATE_TIERS.map((tier) => (
              <li key={tier.key} className={styles.tile}>
                <h3>{t(`tiers.${tier.key}.label`)}</h3>
                <p>
                  {t(`tiers.${tier.key}.body`, {
                    percent: tier.percent,
                    amount: money((GUIDE_PACKAGE.slotPrice * tier.percent) / 100),
                  })}
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.section} aria-labelledby="guide-centres">
          <h2 id="guide-centres">{t('centres.title')}</h2>
          <ul className={styles.tiers}>
            <li className={styles.tile}>
              <h3>{t('centres.regional.name')}</h3>
              <p>
                {t('centres.regional.body', {
                  above: GUIDE_CENTRES.regional.above,
                  qr: GUIDE_CENTRES.regional.qrCodes,
                })}
              </p>
            </li>
            <li className={styles.tile}>
              <h3>{t('centres.city.name')}</h3>
              <p>
                {t('centres.city.body', {
                  above: GUIDE_CENTRES.city.above,
                  qr: GUIDE_CENTRES.city.qrCodes,
                  percent: GUIDE_CENTRES.city.incentivePercent,
                })}
              </p>
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="guide-calculator">
          <h2 id="guide-calculator">{t('calculator.title')}</h2>
          <p className={styles.sectionLead}>{t('calculator.body')}</p>
          <Suspense fallback={<p className={styles.sectionLead}>{t('loading')}</p>}>
            <RebateCalculator />
          </Suspense>
        </section>

        <section ref={signUp} id="sign-up" className={styles.section} aria-labelledby="guide-sign-up">
          <h2 id="guide-sign-up">{t('signUp.title')}</h2>
          <p className={styles.sectionLead}>{t('signUp.body')}</p>
          {formOpen ? (
            <Suspense fallback={<p className={styles.sectionLead}>{t('loading')}</p>}>
              <ContactForm source="traffic_guide" />
            </Suspense>
          ) : (
            <button type="button" className={styles.primary} onClick={openForm}>
              {t('signUp.open')}
            </button>
          )}
        </section>
      </main>

      <footer className={styles.footer}>
        {t('footer', { brand: brand.name, year: new Date().getFullYear() })}
        <LegalFooter />
      </footer>
    </div>
  );
}
