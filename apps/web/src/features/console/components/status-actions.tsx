import type { ActivityStatus, StatusAction } from '@vidmatrix/contract/console';
import { App, Button, Space, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSetStatus } from '../api';
import { useFeedback } from '../use-feedback';

const STATUS_COLORS: Record<ActivityStatus, string> = { active: 'green', paused: 'orange', ended: 'default' };

export function StatusTag({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('console');
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** Pause / resume and end (asked first: ended is final). Nothing for an ended activity. */
export function StatusActions({ id, status, size }: { id: number; status: ActivityStatus; size?: 'small' }) {
  const { t } = useTranslation('console');
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const set = useSetStatus();
  if (status === 'ended') return null;

  // Settles either way, so a confirm dialog waiting on it always closes.
  const run = (action: StatusAction) =>
    set.mutateAsync({ id, action }).then(() => feedback.done(t(`statusDone.${action}`)), feedback.failed);
  const end = () =>
    modal.confirm({
      title: t('activity.endConfirm'),
      content: t('activity.endConfirmHint'),
      okButtonProps: { danger: true },
      okText: t('action.end'),
      onOk: () => run('end'),
    });

  return (
    <Space size={4}>
      {status === 'active' ? (
        <Button size={size} onClick={() => void run('pause')} loading={set.isPending}>
          {t('action.pause')}
        </Button>
      ) : (
        <Button size={size} onClick={() => void run('resume')} loading={set.isPending}>
          {t('action.resume')}
        </Button>
      )}
      <Button size={size} danger onClick={end}>
        {t('action.end')}
      </Button>
    </Space>
  );
}
