import type { LibraryVideo } from '@vidmatrix/contract/upload';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** Titles for several videos at once: one name and each video's number, in the order selected. */
function numberedTitles(base: string, ids: readonly number[]): { library_video_id: number; title: string }[] {
  return ids.map((id, i) => ({ library_video_id: id, title: `${base.trim()} ${i + 1}` }));
}

interface Props {
  selected: number[];
  videos: LibraryVideo[];
  check: (title: string) => { title: string } | { problem: string };
  onRename: (items: { library_video_id: number; title: string }[]) => Promise<unknown>;
}

/** The library's bulk rename: a dialog asking for one name, showing the titles it will give. */
export function BulkRename({ selected, videos, check, onRename }: Props) {
  const { t } = useTranslation('upload');
  const [open, setOpen] = useState(false);
  const [base, setBase] = useState('');
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const items = numberedTitles(base, selected);

  const save = async () => {
    const checked = items.map((i) => check(i.title)).find((c) => 'problem' in c) ?? check(base);
    if ('problem' in checked) return setProblem(checked.problem);
    setSaving(true);
    try {
      await onRename(items);
      setOpen(false);
      setBase('');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button disabled={!selected.length} onClick={() => setOpen(true)}>
        {t('titles.bulk', { count: selected.length })}
      </Button>
      <Modal
        open={open}
        title={t('titles.bulkTitle', { count: selected.length })}
        okText={t('titles.save')}
        cancelText={t('titles.cancel')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item
            label={t('titles.base')}
            htmlFor="bulk-title"
            extra={t('titles.bulkHint')}
            validateStatus={problem ? 'error' : undefined}
            help={problem}
          >
            <Input
              id="bulk-title"
              value={base}
              autoFocus
              onChange={(e) => {
                setBase(e.target.value);
                setProblem(undefined);
              }}
            />
          </Form.Item>
        </Form>
        {base.trim() && (
          <Typography.Paragraph
            type="secondary"
            data-testid="bulk-preview"
            style={{ whiteSpace: 'pre-line' }}
          >
            {items
              .slice(0, 3)
              .map((i) => `${videos.find((v) => v.id === i.library_video_id)?.title ?? ''} → ${i.title}`)
              .join('\n')}
            {items.length > 3 ? '\n…' : ''}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
