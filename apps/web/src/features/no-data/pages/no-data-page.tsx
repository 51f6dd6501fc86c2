import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ErrorBlock } from '../../../shared/ui/error-block';
import VisitorHelp from '../../../shared/ui/visitor-help';
import {
  DEFAULT_NO_DATA_REASON,
  NO_DATA_REASON_PARAM,
  REASON_ILLUSTRATION,
  parseNoDataReason,
  type NoDataReason,
} from '../no-data-reason';
import styles from './no-data-page.module.css';

interface Props {
  /** Set by a page that renders this in place; otherwise read from `?reason=`. */
  reason?: NoDataReason;
}

export function NoDataPage({ reason }: Props) {
  const { t } = useTranslation('no-data');
  const [params] = useSearchParams();
  const shown = reason ?? parseNoDataReason(params.get(NO_DATA_REASON_PARAM)) ?? DEFAULT_NO_DATA_REASON;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <ErrorBlock
          status={REASON_ILLUSTRATION[shown]}
          title={t(`reasons.${shown}.title`)}
          description={t(`reasons.${shown}.description`)}
        />
        {/* The reason's wording is the next step; brand, home and (desktop) client come with it. */}
        <VisitorHelp hint="" />
      </div>
    </main>
  );
}
