import { touchCardItemSettings, type TouchCardItem } from '@vidmatrix/contract/touch-card';
import {
  GROUP_BUY_PLATFORMS,
  TOUCH_CARD_LIMITS as L,
  WIFI_SECURITIES,
  type TouchCardItemKind,
} from '@vidmatrix/contract/touch-card-rules';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useAddItem, useUpdateItem } from '../api';
import { itemFormValues } from '../item-rules';
import { useCardForm } from '../use-card-form';
import { ImageField } from './image-field';

type Values = Record<string, unknown>;

interface ItemFormModalProps {
  code: string;
  kind: TouchCardItemKind;
  /** The item being changed; absent: a new one is added. */
  item?: TouchCardItem;
  onClose: () => void;
}

/** Adds or changes one function item; every required part of spec §5 is checked by the contract. */
export function ItemFormModal({ code, kind, item, onClose }: ItemFormModalProps) {
  const { t } = useTranslation('touch-card-console');
  const [form] = Form.useForm<Values>();
  const { fieldRule, check, failed, done } = useCardForm();
  const add = useAddItem();
  const update = useUpdateItem();
  const [qrUrl, setQrUrl] = useState(item?.image_url ?? null);
  // Each field runs the whole item's contract rule with the other fields' values, so a rule
  // across fields (a Wi-Fi password and its security) shows and clears as either changes.
  const field = (name: string, label: string) => ({
    name,
    label,
    rules: [fieldRule(touchCardItemSettings, name, { kind })],
  });
  const f = (name: string) => t(`items.fields.${name}` as 'items.fields.url');

  const submit = () => {
    const input = check(form, touchCardItemSettings, { ...form.getFieldsValue(true), kind });
    if (!input) return;
    const callbacks = {
      onSuccess: () => {
        done(item ? t('items.updated') : t('items.added'));
        onClose();
      },
      onError: (error: unknown) => failed(error, t('config.updateFailed'), form),
    };
    if (item) update.mutate({ code, id: item.id, item: input }, callbacks);
    else add.mutate({ code, item: input }, callbacks);
  };

  let fields: React.ReactNode = null;
  switch (kind) {
    case 'follow_channels':
      fields = (
        <Form.Item {...field('account_id', f('account_id'))} required>
          <Input maxLength={L.accountId} />
        </Form.Item>
      );
      break;
    case 'follow_xhs':
      // The id is what the store page's guide shows and copies; the link opens the profile.
      fields = (
        <>
          <Form.Item {...field('account_id', f('xhs_id'))} required>
            <Input maxLength={L.accountId} />
          </Form.Item>
          <Form.Item {...field('link', f('xhs_link'))}>
            <Input maxLength={L.url} placeholder="https://www.xiaohongshu.com/user/profile/…" />
          </Form.Item>
        </>
      );
      break;
    case 'follow_kuaishou':
    case 'follow_douyin':
      fields = (
        <>
          <Form.Item {...field('account_id', f('account_id'))}>
            <Input maxLength={L.accountId} />
          </Form.Item>
          <Form.Item {...field('link', f('profile_link'))}>
            <Input maxLength={L.url} />
          </Form.Item>
        </>
      );
      break;
    case 'group_buy':
      fields = (
        <Form.Item {...field('platform', f('platform'))} required>
          <Select
            options={GROUP_BUY_PLATFORMS.map((p) => ({ value: p, label: t(`items.platforms.${p}`) }))}
          />
        </Form.Item>
      );
      break;
    case 'review_checkin':
      fields = (
        <Form.Item {...field('link', f('review_link'))}>
          <Input maxLength={L.url} />
        </Form.Item>
      );
      break;
    case 'send_video':
      fields = (
        <Form.Item {...field('activity_id', f('activity'))} required>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      );
      break;
    case 'wifi':
      fields = (
        <>
          <Form.Item {...field('ssid', f('ssid'))} required>
            <Input maxLength={L.ssid} />
          </Form.Item>
          <Form.Item {...field('password', f('password'))} dependencies={['security']}>
            <Input maxLength={L.wifiPassword} />
          </Form.Item>
          <Form.Item {...field('security', f('security'))}>
            <Select options={WIFI_SECURITIES.map((s) => ({ value: s, label: t(`items.securities.${s}`) }))} />
          </Form.Item>
        </>
      );
      break;
    case 'wechat_qr':
      fields = (
        <Form.Item {...field('image', f('wechat_qr'))} required>
          <ImageField
            purpose="wechat_qr"
            url={qrUrl}
            label={f('wechat_qr')}
            onUploaded={(_, url) => setQrUrl(url)}
          />
        </Form.Item>
      );
      break;
    case 'link':
      fields = (
        <>
          <Form.Item {...field('title', f('link_title'))} required>
            <Input maxLength={L.linkTitle} />
          </Form.Item>
          <Form.Item {...field('url', f('url'))} required>
            <Input maxLength={L.url} placeholder="https://" />
          </Form.Item>
        </>
      );
      break;
  }

  return (
    <Modal
      open
      title={t(`items.kinds.${kind}`)}
      okText={t('items.save')}
      cancelText={t('items.cancel')}
      confirmLoading={add.isPending || update.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        // Field ids are prefixed ("item_title"): the settings form beside it has a "title" too.
        name="item"
        layout="vertical"
        initialValues={itemFormValues(kind, item)}
        onFinish={submit}
      >
        {fields}
      </Form>
    </Modal>
  );
}
