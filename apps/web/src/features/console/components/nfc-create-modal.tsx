import { createNfcCardsBody, NFC_BATCH_MAX } from '@vidmatrix/contract/console-nfc';
import { Form, Input, InputNumber, Modal, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCreateCards } from '../api';
import { PLATFORMS, type Platform } from '../platforms';
import { useContractForm } from '../use-contract-form';

interface Values {
  code?: string;
  count?: number;
  label?: string;
  platform: Platform;
}

/** New cards: one with a code the merchant chose (printed already), or a batch of random codes. */
export function NfcCreateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<'one' | 'many'>('one');
  const create = useCreateCards();
  const { check, callbacks } = useContractForm(form, createNfcCardsBody);

  const submit = (v: Values) => {
    const input = check({
      ...(mode === 'one' ? { code: v.code ?? '' } : { count: v.count ?? 1 }),
      label: v.label ?? '',
      platform: v.platform,
    });
    if (!input) return;
    create.mutate(
      input,
      callbacks(
        ({ items }: { items: unknown[] }) => t('nfc.created', { count: items.length }),
        () => {
          form.resetFields();
          onClose();
        },
      ),
    );
  };

  return (
    <Modal
      open={open}
      title={t('nfc.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('nfc.createOk')}
      confirmLoading={create.isPending}
    >
      <Segmented
        block
        value={mode}
        onChange={(v) => setMode(v as 'one' | 'many')}
        options={[
          { value: 'one', label: t('nfc.modeOne') },
          { value: 'many', label: t('nfc.modeMany') },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ platform: 'wechat', count: 10 }}>
        {mode === 'one' ? (
          <Form.Item name="code" label={t('nfc.code')} extra={t('nfc.codeHint')} required>
            <Input />
          </Form.Item>
        ) : (
          <Form.Item name="count" label={t('nfc.count')} required>
            <InputNumber min={1} max={NFC_BATCH_MAX} />
          </Form.Item>
        )}
        <Form.Item name="label" label={t('nfc.label')} extra={t('nfc.labelHint')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="platform" label={t('nfc.platform')}>
          <Select options={PLATFORMS.map((p) => ({ value: p, label: t(`platform.${p}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
