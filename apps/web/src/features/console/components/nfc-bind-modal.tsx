import type { NfcCard } from '@vidmatrix/contract/console-nfc';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useActivities, useUpdateCard } from '../api';
import type { Platform } from '../platforms';
import { useFeedback } from '../use-feedback';

/** Bind or re-bind a card to one of the team's running activities and one of its platforms. */
export function NfcBindModal({ card, onClose }: { card: NfcCard | undefined; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<{ activity_id: number; platform: Platform }>();
  const activities = useActivities({ page: 1, page_size: 100 });
  const update = useUpdateCard();
  const feedback = useFeedback();
  const chosen = Form.useWatch('activity_id', form);
  const options = (activities.data?.items ?? []).filter((a) => a.status !== 'ended');
  const platforms = options.find((a) => a.id === chosen)?.platforms ?? [];

  const submit = (v: { activity_id: number; platform: Platform }) =>
    card &&
    update.mutate(
      { code: card.code, activity_id: v.activity_id, platform: v.platform },
      {
        onSuccess: () => {
          feedback.done(t('nfc.bound'));
          onClose();
        },
        onError: feedback.failed,
      },
    );

  return (
    <Modal
      open={card !== undefined}
      title={t('nfc.bindTitle', { code: card?.code ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('nfc.bindOk')}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ activity_id: card?.activity_id ?? undefined, platform: card?.platform }}
      >
        <Form.Item
          name="activity_id"
          label={t('nfc.activity')}
          rules={[{ required: true, message: t('nfc.activityRequired') }]}
        >
          <Select
            loading={activities.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={options.map((a) => ({ value: a.id, label: `${a.title} (${a.id})` }))}
            onChange={(id: number) => {
              const served = options.find((a) => a.id === id)?.platforms ?? [];
              if (!served.includes(form.getFieldValue('platform'))) form.setFieldValue('platform', served[0]);
            }}
          />
        </Form.Item>
        <Form.Item
          name="platform"
          label={t('nfc.platform')}
          rules={[{ required: true, message: t('nfc.platformRequired') }]}
        >
          <Select options={platforms.map((p) => ({ value: p, label: t(`platform.${p}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
