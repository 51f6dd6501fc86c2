import type { Script, ScriptShot } from '@vidmatrix/contract/script-model';
import { Table } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './script.module.css';

type Row = ScriptShot & { no: number };

/** Desktop: the shots as one antd table (spec §2 "another view on desktop"). Loaded lazily. */
export default function ScriptDesktopView({ script }: { script: Script }) {
  const { t } = useTranslation('share');
  if (script.shots.length === 0) return null;
  const rows: Row[] = script.shots.map((shot, i) => ({ ...shot, no: i + 1 }));
  return (
    <section data-testid="script-desktop">
      <h2 className={styles.heading}>{t('script.shots')}</h2>
      <Table<Row>
        rowKey="no"
        dataSource={rows}
        pagination={false}
        size="middle"
        bordered
        columns={[
          { title: t('script.col_no'), dataIndex: 'no', width: 64 },
          {
            title: t('script.col_size'),
            dataIndex: 'shot_size_id',
            width: 110,
            render: (id: number) => t(`shotSizes.${id as 1}`),
          },
          {
            title: t('script.col_scale'),
            dataIndex: 'shot_scale',
            width: 110,
            render: (s: ScriptShot['shot_scale']) => t(`shotScales.${s}`),
          },
          {
            title: t('script.col_duration'),
            dataIndex: 'duration_seconds',
            width: 90,
            render: (n: number) => t('script.seconds', { count: n }),
          },
          { title: t('script.col_picture'), dataIndex: 'picture' },
          { title: t('script.col_lines'), dataIndex: 'lines' },
          { title: t('script.col_notes'), dataIndex: 'notes' },
        ]}
      />
    </section>
  );
}
