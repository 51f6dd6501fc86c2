import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { FormListFieldData } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { newShot, shotsSeconds, type ScriptFormValues } from '../form-values';
import { shotScaleOptions, shotSizeOptions } from '../labels';
import styles from './copywriting.module.css';

const text = (label: string) => (
  <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={2000} aria-label={label} />
);

/** The shots of a shot-by-shot script as an editable table: add, remove and reorder rows. */
export function ShotsEditor() {
  const { t } = useTranslation('copywriting');
  const form = Form.useFormInstance<ScriptFormValues>();
  const shots = Form.useWatch('shots', form);
  const expected = Form.useWatch('expected_duration_seconds', form) ?? 0;
  const total = shotsSeconds(shots);

  return (
    <Form.List name="shots">
      {(fields, { add, remove, move }) => (
        <Space orientation="vertical" className={styles.full}>
          <Table<FormListFieldData>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            className={styles.shots}
            data-testid="shots-table"
            locale={{ emptyText: t('shots.empty') }}
            columns={[
              { title: t('shots.number'), key: 'n', width: 48, render: (_, __, i) => i + 1 },
              {
                title: t('shots.size'),
                key: 'size',
                width: 130,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'shot_size_id']} className={styles.cell}>
                    <Select options={shotSizeOptions(t)} aria-label={t('shots.size')} />
                  </Form.Item>
                ),
              },
              {
                title: t('shots.scale'),
                key: 'scale',
                width: 120,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'shot_scale']} className={styles.cell}>
                    <Select options={shotScaleOptions(t)} aria-label={t('shots.scale')} />
                  </Form.Item>
                ),
              },
              {
                title: t('shots.duration'),
                key: 'duration',
                width: 100,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'duration_seconds']} className={styles.cell}>
                    <InputNumber min={0} max={3600} step={0.5} aria-label={t('shots.duration')} />
                  </Form.Item>
                ),
              },
              ...(['picture', 'lines', 'notes'] as const).map((name) => ({
                title: t(`shots.${name}`),
                key: name,
                render: (_: unknown, f: FormListFieldData) => (
                  <Form.Item name={[f.name, name]} className={styles.cell}>
                    {text(t(`shots.${name}`))}
                  </Form.Item>
                ),
              })),
              {
                title: t('shots.actions'),
                key: 'actions',
                width: 120,
                render: (_, f, i) => (
                  <Space size={2}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      aria-label={t('shots.up')}
                      title={t('shots.up')}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={t('shots.down')}
                      title={t('shots.down')}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(f.name)}
                      aria-label={t('shots.remove')}
                      title={t('shots.remove')}
                    />
                  </Space>
                ),
              },
            ]}
          />
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => add(newShot())}>
              {t('shots.add')}
            </Button>
            <Typography.Text type={total === expected ? 'secondary' : 'warning'} data-testid="shots-total">
              {t('shots.total', { total, expected })}
            </Typography.Text>
          </Space>
        </Space>
      )}
    </Form.List>
  );
}
