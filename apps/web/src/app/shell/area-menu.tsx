import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { AreaKey, ShellArea } from './areas';
import styles from './app-shell.module.css';

interface Props {
  areas: readonly ShellArea[];
  current: AreaKey | undefined;
  /** Called after a pick: the phone drawer closes. */
  onPick?: () => void;
}

/** The areas, grouped (member area, console); labels wrap rather than being cut off. */
export function AreaMenu({ areas, current, onPick }: Props) {
  const { t } = useTranslation('common');
  const groups = (['member', 'console'] as const)
    .map((group) => ({ group, items: areas.filter((a) => a.group === group) }))
    .filter(({ items }) => items.length > 0);
  return (
    <>
      {groups.map(({ group, items }) => (
        <div key={group} className={styles.group}>
          <p className={styles.groupTitle}>{t(`shell.groups.${group}`)}</p>
          <ul className={styles.menu}>
            {items.map((area) => (
              <li key={area.key}>
                <Link
                  to={area.path}
                  className={styles.item}
                  aria-current={area.key === current ? 'page' : undefined}
                  data-area={area.key}
                  onClick={onPick}
                >
                  <span className={styles.icon}>{area.icon}</span>
                  <span>{t(`shell.areas.${area.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
