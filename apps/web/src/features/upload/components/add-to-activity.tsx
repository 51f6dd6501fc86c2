import type { LibraryVideo } from '@vidmatrix/contract/upload';
import { Alert, Button, Checkbox, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAddToActivity, useLibraryActivities } from '../api';

/**
 * Puts the selected library videos into an activity's pool. The server refuses failed checks
 * and near-duplicates (unless allowed) and says which and why; that reply is shown as is.
 */
export function AddToActivity({
  selected,
  videos,
  initialActivity,
}: {
  selected: number[];
  videos: LibraryVideo[];
  /** The activity picked from the start (the pool page's "add from the library"). */
  initialActivity?: number | undefined;
}) {
  const { t } = useTranslation('upload');
  const activities = useLibraryActivities();
  const add = useAddToActivity();
  const [activityId, setActivityId] = useState<number | undefined>(initialActivity);
  const [allowSimilar, setAllowSimilar] = useState(false);
  const result = add.data;
  const submit = () => {
    if (!activityId || !selected.length) return;
    add.mutate({ activity_id: activityId, library_video_ids: selected, allow_similar: allowSimilar });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          style={{ minWidth: 260 }}
          placeholder={t('library.add.pick')}
          aria-label={t('library.add.pick')}
          data-testid="library-add-activity"
          loading={activities.isPending}
          // A team with many activities finds one by its number or title.
          showSearch={{ optionFilterProp: 'label' }}
          value={activityId}
          onChange={setActivityId}
          options={(activities.data?.activities ?? []).map((a) => ({
            value: a.id,
            label: `${a.id} · ${a.title}`,
          }))}
        />
        <Checkbox checked={allowSimilar} onChange={(e) => setAllowSimilar(e.target.checked)}>
          {t('library.add.allowSimilar')}
        </Checkbox>
        <Button
          type="primary"
          disabled={!activityId || !selected.length}
          loading={add.isPending}
          onClick={submit}
        >
          {t('library.add.button')}
        </Button>
        {!selected.length && <span>{t('library.add.selectFirst')}</span>}
      </Space>
      {add.error instanceof Error && <Alert type="error" showIcon title={add.error.message} />}
      {result && (
        <Alert
          type={result.refused.length ? 'warning' : 'success'}
          showIcon
          title={t('library.add.added', { count: result.added.length })}
          description={
            result.refused.length ? (
              <div data-testid="add-refused">
                <div>{t('library.add.refused')}</div>
                <ul>
                  {result.refused.map((r) => (
                    <li key={r.library_video_id}>
                      {/* The video by its title: the merchant picked it by title, not by id. */}
                      {videos.find((v) => v.id === r.library_video_id)?.title ?? r.library_video_id}:{' '}
                      {r.message}
                    </li>
                  ))}
                </ul>
              </div>
            ) : undefined
          }
        />
      )}
    </Space>
  );
}
