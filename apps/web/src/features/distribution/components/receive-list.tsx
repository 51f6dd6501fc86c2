import { useTranslation } from '../../../shared/i18n/use-translation';
import { displayedVideoId, formatDuration, type VideoItem } from '../distribution-video';
import styles from './receive-list.module.css';

export interface ReceiveListProps {
  items: VideoItem[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  /** Desktop: a table; phones: cards. */
  layout: 'mobile' | 'desktop';
}

/** The claimed videos of /receiveVideos with their check boxes, as cards or as a table. */
export function ReceiveList({ items, selected, onToggle, onToggleAll, layout }: ReceiveListProps) {
  const { t } = useTranslation('distribution');
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.mixedVideoId));
  const selectAll = (
    <label className={styles.check}>
      <input type="checkbox" checked={allSelected} onChange={onToggleAll} />
      <span>{t('receive.selectAll')}</span>
    </label>
  );
  const box = (item: VideoItem) => (
    <input
      type="checkbox"
      checked={selected.has(item.mixedVideoId)}
      onChange={() => onToggle(item.mixedVideoId)}
      aria-label={t('receive.select', { title: item.title })}
    />
  );

  if (layout === 'desktop') {
    return (
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{selectAll}</th>
            <th>{t('receive.columns.video')}</th>
            <th>{t('receive.columns.title')}</th>
            <th>{t('receive.columns.id')}</th>
            <th>{t('receive.columns.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.mixedVideoId} data-selected={selected.has(item.mixedVideoId)}>
              <td>{box(item)}</td>
              <td>{item.cover ? <img className={styles.thumb} src={item.cover} alt="" /> : null}</td>
              <td>{item.title}</td>
              <td>{displayedVideoId(item)}</td>
              <td>{formatDuration(item.duration)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>{selectAll}</div>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.mixedVideoId} className={styles.card} data-selected={selected.has(item.mixedVideoId)}>
            <label className={styles.cardLabel}>
              {box(item)}
              {item.cover ? <img className={styles.cardThumb} src={item.cover} alt="" /> : null}
              <span className={styles.cardText}>
                <span className={styles.cardTitle}>{item.title}</span>
                <span className={styles.cardMeta}>
                  {displayedVideoId(item)} · {formatDuration(item.duration)}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}
