import { Button, Empty, Flex } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * The ways a pool gets its videos, in the order offered. Each is a page that already exists
 * and takes the activity: the uploader puts what it receives straight into the pool, the
 * library opens with this activity picked, the mixing studio renders into it.
 */
const FILL_WAYS = [
  { key: 'upload', path: (id: number) => `/uploader?activity_id=${id}` },
  { key: 'library', path: (id: number) => `/console/library?activity=${id}` },
  { key: 'mix', path: (id: number) => `/console/mix?activity=${id}` },
] as const;

/** An empty pool says what that means for customers and how to fill it (issue 27). */
export function EmptyPool({ activityId, editable }: { activityId: number; editable: boolean }) {
  const { t } = useTranslation('console');
  return (
    <Empty
      data-testid="empty-pool"
      description={
        <Flex vertical gap={4} align="center">
          <strong>{t('pool.empty.title')}</strong>
          <span>{editable ? t('pool.empty.hint') : t('pool.empty.ended')}</span>
        </Flex>
      }
    >
      {editable && (
        <Flex gap={8} justify="center" wrap>
          {FILL_WAYS.map((way, i) => (
            // The link is the one Tab stop; the button inside only draws it (tabIndex -1).
            <Link key={way.key} to={way.path(activityId)}>
              <Button tabIndex={-1} type={i === 0 ? 'primary' : 'default'}>
                {t(`pool.fill.${way.key}`)}
              </Button>
            </Link>
          ))}
        </Flex>
      )}
    </Empty>
  );
}
