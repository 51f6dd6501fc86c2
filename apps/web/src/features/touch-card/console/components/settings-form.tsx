import { touchCardSettings, type TouchCardConfig } from '@vidmatrix/contract/touch-card';
import { TOUCH_CARD_LIMITS as L, TOUCH_CARD_WORD_COUNTS } from '@vidmatrix/contract/touch-card-rules';
import { Button, Card, Form, Input, Radio, Select, Switch } from 'antd';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useSaveSettings } from '../api';
import type { DraftImages, DraftSettings } from '../preview';
import { useCardForm } from '../use-card-form';
import { ImageField } from './image-field';

export type SettingsValues = DraftSettings & {
  logo?: string;
  reference_notes?: string;
  content_requirement?: string;
  background_image?: string | null;
};

/** The form's starting values: the saved settings, or a new store page named after the card. */
export function initialSettings(config: TouchCardConfig): SettingsValues {
  const s = config.settings;
  if (!s) return { title: config.label, word_count: 300, background: 1, ai_label: true, preset_topics: [] };
  return {
    logo: s.logo,
    title: s.title,
    main_business: s.main_business,
    preset_topics: s.preset_topics,
    features: s.features,
    reference_notes: s.reference_notes,
    content_requirement: s.content_requirement,
    word_count: s.word_count,
    background: s.background,
    background_image: s.background_image,
    ai_label: s.ai_label,
  };
}

interface SettingsFormProps {
  config: TouchCardConfig;
  images: DraftImages;
  onImage: (field: keyof DraftImages, url: string) => void;
  /** Every change of a value, for the live preview. */
  onDraft: (values: SettingsValues) => void;
}

/** Spec §3's store-page fields, checked by the contract as they are typed and before saving. */
export function SettingsForm({ config, images, onImage, onDraft }: SettingsFormProps) {
  const { t } = useTranslation('touch-card-console');
  const [form] = Form.useForm<SettingsValues>();
  const { rule, check, failed, done } = useCardForm();
  const save = useSaveSettings();
  const shape = touchCardSettings.shape;
  const background = Form.useWatch('background', form);

  const submit = () => {
    const input = check(form, touchCardSettings, form.getFieldsValue(true));
    if (!input) return;
    save.mutate(
      { code: config.code, ...input },
      {
        onSuccess: () => done(t('config.saved')),
        onError: (error) => failed(error, t('config.updateFailed'), form),
      },
    );
  };

  const field = (name: keyof typeof shape) => ({
    name,
    label: t(`config.fields.${name}` as 'config.fields.title'),
    rules: [rule(shape[name])],
  });

  return (
    <Form<SettingsValues>
      form={form}
      name="settings"
      layout="vertical"
      // The page mounts one form per card (keyed by its code): these are that card's values.
      initialValues={initialSettings(config)}
      onValuesChange={(_, all) => onDraft(all)}
      onFinish={submit}
      data-testid="settings-form"
    >
      <Card title={t('config.basics')} size="small" style={{ marginBottom: 16 }}>
        <Form.Item {...field('logo')} required>
          <ImageField
            purpose="logo"
            url={images.logo_url || null}
            label={t('config.fields.logo')}
            onUploaded={(_, url) => onImage('logo_url', url)}
          />
        </Form.Item>
        <Form.Item {...field('title')} required>
          <Input maxLength={L.title} showCount />
        </Form.Item>
        <Form.Item {...field('main_business')} required>
          <Input maxLength={L.mainBusiness} />
        </Form.Item>
        <Form.Item {...field('features')}>
          <Input.TextArea maxLength={L.features} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Card>
      <Card title={t('config.writing')} size="small" style={{ marginBottom: 16 }}>
        <Form.Item {...field('preset_topics')} extra={t('config.topicsHint')}>
          <Select mode="tags" open={false} suffixIcon={null} maxCount={L.topics} />
        </Form.Item>
        <Form.Item {...field('reference_notes')}>
          <Input.TextArea maxLength={L.referenceNotes} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item {...field('content_requirement')}>
          <Input.TextArea maxLength={L.contentRequirement} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item {...field('word_count')}>
          <Radio.Group
            optionType="button"
            options={TOUCH_CARD_WORD_COUNTS.map((n) => ({
              value: n,
              label: t('config.wordCountOption', { count: n }),
            }))}
          />
        </Form.Item>
        <Form.Item {...field('ai_label')} valuePropName="checked" extra={t('config.aiLabelHint')}>
          <Switch />
        </Form.Item>
      </Card>
      <Card title={t('config.look')} size="small" style={{ marginBottom: 16 }}>
        <Form.Item {...field('background')}>
          <Radio.Group
            optionType="button"
            options={[
              ...([1, 2, 3] as const).map((n) => ({ value: n, label: t('config.backgroundOption', { n }) })),
              { value: 'custom', label: t('config.backgroundCustom') },
            ]}
          />
        </Form.Item>
        {background === 'custom' && (
          <Form.Item name="background_image" label={t('config.fields.background_image')}>
            <ImageField
              purpose="background"
              url={images.background_image_url}
              label={t('config.fields.background_image')}
              onUploaded={(_, url) => onImage('background_image_url', url)}
            />
          </Form.Item>
        )}
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-settings">
        {t('config.save')}
      </Button>
    </Form>
  );
}
