import { HolderOutlined } from '@ant-design/icons';
import type { TouchCardConfig, TouchCardItem } from '@vidmatrix/contract/touch-card';
import type { TouchCardItemKind } from '@vidmatrix/contract/touch-card-rules';
import { Alert, App, Button, Card, Empty, Flex, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { SortableList, useSortableRow } from '../../../../shared/ui/sortable-list';
import { useAddItem, useRemoveItem, useReorderItems } from '../api';
import { addableKinds, itemSummary } from '../item-rules';
import { previewItem } from '../preview';
import { useCardForm } from '../use-card-form';
import { GroupBuyPackages } from './group-buy-packages';
import { ItemFormModal } from './item-form-modal';
import styles from './touch-card-console.module.css';

/** Kinds with nothing to fill in are added at once, without a form. */
const NO_SETTINGS: readonly TouchCardItemKind[] = ['collection'];

interface RowProps {
  code: string;
  item: TouchCardItem;
  onEdit: () => void;
  onRemove: () => void;
}

function ItemRow({ code, item, onEdit, onRemove }: RowProps) {
  const { t } = useTranslation('touch-card-console');
  const { setNodeRef, style, setHandleRef, handle, isDragging } = useSortableRow(item.id);
  const name = t(`items.kinds.${item.kind}`);
  const configured = previewItem(item).configured;
  return (
    <li
      ref={setNodeRef}
      className={styles.itemRow}
      style={{ ...style, zIndex: isDragging ? 1 : undefined }}
      data-testid="item-row"
      data-kind={item.kind}
    >
      <Flex gap={8} align="center" wrap>
        <Button
          type="text"
          icon={<HolderOutlined />}
          className={styles.handle}
          aria-label={t('items.dragHandle', { name })}
          ref={setHandleRef}
          {...handle}
        />
        <Typography.Text strong>{name}</Typography.Text>
        {configured ? (
          <Tag color="green">{t('items.inUse')}</Tag>
        ) : (
          <Tag color="orange">{t('items.notConfigured')}</Tag>
        )}
        <Typography.Text type="secondary" ellipsis className={styles.summary}>
          {itemSummary(item)}
        </Typography.Text>
        <Space size={4} className={styles.rowActions}>
          {!NO_SETTINGS.includes(item.kind) && (
            <Button size="small" onClick={onEdit}>
              {t('items.edit')}
            </Button>
          )}
          <Button size="small" danger onClick={onRemove}>
            {t('items.remove')}
          </Button>
        </Space>
      </Flex>
      {item.kind === 'group_buy' && <GroupBuyPackages code={code} item={item} />}
    </li>
  );
}

/**
 * The card's function items in the customer's order: added (then "in use"), reordered by drag
 * and drop or by keyboard (focus a handle, Space, arrows, Space), removed after a confirmation.
 */
export function ItemsPanel({ config }: { config: TouchCardConfig }) {
  const { t } = useTranslation('touch-card-console');
  const { modal } = App.useApp();
  const { failed, done } = useCardForm();
  const reorder = useReorderItems();
  const remove = useRemoveItem();
  const add = useAddItem();
  const [adding, setAdding] = useState<TouchCardItemKind>();
  const [editing, setEditing] = useState<{ kind: TouchCardItemKind; item?: TouchCardItem }>();
  // While a new order is being saved it shows at once; the server's answer then replaces it.
  const [pending, setPending] = useState<number[]>();
  const byId = new Map(config.items.map((item) => [item.id, item]));
  const order = (reorder.isPending && pending) || config.items.map((item) => item.id);
  const items = order.map((id) => byId.get(id)).filter((item): item is TouchCardItem => item !== undefined);
  const onError = (error: unknown) => failed(error, t('config.updateFailed'));
  const nameOf = (id: number) => {
    const item = byId.get(id);
    return item ? t(`items.kinds.${item.kind}`) : '';
  };
  const words = {
    instructions: t('items.dnd.instructions'),
    picked: (name: string, position: number) => t('items.dnd.picked', { name, position }),
    over: (name: string, position: number) => t('items.dnd.over', { name, position }),
    dropped: (name: string, position: number) => t('items.dnd.dropped', { name, position }),
    cancelled: (name: string) => t('items.dnd.cancelled', { name }),
  };
  const onOrder = (ids: number[]) => {
    setPending(ids);
    reorder.mutate({ code: config.code, ids }, { onSuccess: () => done(t('items.reordered')), onError });
  };

  const confirmRemove = (item: TouchCardItem) =>
    modal.confirm({
      title: t('items.removeConfirm', { name: t(`items.kinds.${item.kind}`) }),
      okText: t('items.remove'),
      okButtonProps: { danger: true },
      cancelText: t('items.cancel'),
      onOk: () =>
        remove.mutateAsync({ code: config.code, id: item.id }).then(
          () => done(t('items.removed')),
          (error: unknown) => onError(error),
        ),
    });

  const startAdd = () => {
    if (!adding) return;
    if (NO_SETTINGS.includes(adding)) {
      add.mutate(
        { code: config.code, item: { kind: 'collection' } },
        { onSuccess: () => done(t('items.added')), onError },
      );
    } else setEditing({ kind: adding });
    setAdding(undefined);
  };

  const kinds = addableKinds(config.items);
  return (
    <Card title={t('items.title')} size="small" style={{ marginBottom: 16 }} data-testid="items-panel">
      {config.settings === null ? (
        <Alert type="info" showIcon title={t('items.saveFirst')} />
      ) : (
        <>
          {items.length === 0 ? (
            <Empty description={t('items.empty')} />
          ) : (
            <SortableList ids={order} nameOf={nameOf} words={words} onOrder={onOrder}>
              <ul className={styles.itemList}>
                {items.map((item) => (
                  <ItemRow
                    key={item.id}
                    code={config.code}
                    item={item}
                    onEdit={() => setEditing({ kind: item.kind, item })}
                    onRemove={() => confirmRemove(item)}
                  />
                ))}
              </ul>
            </SortableList>
          )}
          {kinds.length > 0 && (
            <Flex gap={8} wrap style={{ marginTop: 12 }}>
              <Select<TouchCardItemKind>
                style={{ minWidth: 200 }}
                // Eleven kinds at most: all rendered, none hidden by the virtual list.
                virtual={false}
                value={adding}
                onChange={setAdding}
                placeholder={t('items.kind')}
                aria-label={t('items.kind')}
                options={kinds.map((kind) => ({ value: kind, label: t(`items.kinds.${kind}`) }))}
              />
              <Button type="primary" disabled={!adding} loading={add.isPending} onClick={startAdd}>
                {t('items.add')}
              </Button>
            </Flex>
          )}
        </>
      )}
      {editing && (
        <ItemFormModal
          code={config.code}
          kind={editing.kind}
          {...(editing.item ? { item: editing.item } : {})}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
