import type { Script } from '@vidmatrix/contract/script-model';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './script.module.css';

/** Phones: one card per shot (antd-mobile List; no react-spring components). Loaded lazily. */
export default function ScriptMobileView({ script }: { script: Script }) {
  const { t } = useTranslation('share');
  if (script.shots.length === 0) return null;
  return (
    <section data-testid="script-mobile">
      <h2 className={styles.heading}>{t('script.shots')}</h2>
      <List mode="card">
        {script.shots.map((shot, i) => (
          <List.Item
            key={i}
            prefix={<Tag color="primary">{i + 1}</Tag>}
            title={`${t(`shotSizes.${shot.shot_size_id}`)} · ${t(`shotScales.${shot.shot_scale}`)} · ${t('script.seconds', { count: shot.duration_seconds })}`}
            description={
              <>
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
              </>
            }
          >
            {shot.picture}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
