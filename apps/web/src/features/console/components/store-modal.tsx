import { storeFields, type StoreFields } from '@vidmatrix/contract/console';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSaveStore } from '../api';
import { useContractForm } from '../use-contract-form';

const FIELDS = ['name', 'poi_name', 'province', 'city', 'district', 'address'] as const;

/** A new store: its name and the location the claimed videos carry (spec §3 poi_param). */
export function StoreModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<StoreFields>();
  const save = useSaveStore();
  const { check, callbacks } = useContractForm(form, storeFields);

  const submit = () => {
    const input = check(form.getFieldsValue());
    if (!input) return;
    save.mutate(
      input,
      callbacks(t('store.saved'), ({ store }: { store: { id: number } }) => {
        onSaved(store.id);
        form.resetFields();
        onClose();
      }),
    );
  };

  return (
    <Modal
      open={open}
      title={t('store.add')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      okText={t('store.save')}
    >
      <Form form={form} layout="vertical">
        {FIELDS.map((name) => (
          <Form.Item key={name} name={name} label={t(`store.fields.${name}`)} required={name === 'name'}>
            <Input />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
