import { guideRebate, MAX_GUIDE_STORES, parseStores } from '@vidmatrix/contract/traffic-guide';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMoney } from './use-money';
import styles from './rebate-calculator.module.css';

const EDGES = [1, 5, 6, 15, 16, 100, 101] as const;

/**
 * Enter a number of stores: the rebate per tier and in total, and the centre level reached. The
 * rules are the contract's (`guideRebate`), so the page cannot disagree with the spec's table.
 */
export function RebateCalculator() {
  const { t } = useTranslation('guide');
  const money = useMoney();
  const id = useId();
  const [text, setText] = useState('16');
  const stores = parseStores(text);
  const result = stores === undefined ? undefined : guideRebate(stores);

  return (
    <div className={styles.calculator} data-testid="rebate-calculator">
      <label className={styles.label} htmlFor={id}>
        {t('calculator.stores')}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        value={text}
        aria-invalid={stores === undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className={stores === undefined ? styles.error : styles.hint}>
        {stores === undefined
          ? t('calculator.invalid', { max: MAX_GUIDE_STORES })
          : t('calculator.hint', { max: MAX_GUIDE_STORES })}
      </p>
      <div className={styles.presets} role="group" aria-label={t('calculator.presets')}>
        {EDGES.map((n) => (
          <button key={n} type="button" className={styles.preset} onClick={() => setText(String(n))}>
            {n}
          </button>
        ))}
      </div>
      {result ? (
        <div aria-live="polite">
          <table className={styles.table}>
            <caption className={styles.caption}>{t('calculator.caption', { count: result.stores })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('calculator.tier')}</th>
                <th scope="col">{t('calculator.storesInTier')}</th>
                <th scope="col">{t('calculator.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {result.tiers.map((tier) => (
                <tr key={tier.key} data-testid={`tier-${tier.key}`}>
                  <th scope="row">
                    {t(`tiers.${tier.key}.label`)}
                    <span className={styles.rate}>
                      {t('calculator.perStore', { amount: money(tier.perStore), percent: tier.percent })}
                    </span>
                  </th>
                  <td>{tier.stores}</td>
                  <td>{money(tier.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={styles.summary}>
            <div>
              <dt>{t('calculator.rebate')}</dt>
              <dd data-testid="rebate-total">{money(result.rebate)}</dd>
            </div>
            <div>
              <dt>{t('calculator.centre')}</dt>
              <dd data-testid="rebate-centre">{t(`centres.${result.centre}.name`)}</dd>
            </div>
            <div>
              <dt>{t('calculator.qrCodes')}</dt>
              <dd data-testid="rebate-qr">{result.qrCodes}</dd>
            </div>
            <div>
              <dt>{t('calculator.incentive')}</dt>
              <dd data-testid="rebate-incentive">{money(result.incentive)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t('calculator.total')}</dt>
              <dd data-testid="rebate-grand-total">{money(result.total)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </div>
  );
}
