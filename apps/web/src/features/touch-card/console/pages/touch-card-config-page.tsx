import { MobileOutlined } from '@ant-design/icons';
import type { TouchCardConfig } from '@vidmatrix/contract/touch-card';
import {
  Alert,
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Flex,
  Grid,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useTouchCardConfig, useTouchCards } from '../api';
import { CardFaceButtons } from '../components/card-face-buttons';
import { CopyConfigModal } from '../components/copy-config-modal';
import { ItemsPanel } from '../components/items-panel';
import { PhonePreview } from '../components/phone-preview';
import { initialSettings, SettingsForm, type SettingsValues } from '../components/settings-form';
import { previewCard, type DraftImages } from '../preview';

const imagesOf = (config: TouchCardConfig): DraftImages => ({
  logo_url: config.settings?.logo_url ?? '',
  background_image_url: config.settings?.background_image_url ?? null,
});

/** The editor of one card: the form and the items beside the live phone preview. */
function CardEditor({ config }: { config: TouchCardConfig }) {
  const { t } = useTranslation('touch-card-console');
  const screens = Grid.useBreakpoint();
  const [draft, setDraft] = useState<SettingsValues>(() => initialSettings(config));
  // Images uploaded but not saved yet show over the saved ones (the editor is keyed by card).
  const [uploads, setUploads] = useState<Partial<DraftImages>>({});
  const [showPreview, setShowPreview] = useState(false);
  const images = useMemo(() => ({ ...imagesOf(config), ...uploads }), [config, uploads]);
  const card = useMemo(() => previewCard(config.code, draft, images, config.items), [config, draft, images]);
  const preview = <PhonePreview card={card} />;
  // antd's lg (992 px): beside the form on a desk, behind a button for a merchant at the counter.
  const wide = screens.lg ?? true;

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={14}>
        {!wide && (
          <Button
            block
            icon={<MobileOutlined />}
            onClick={() => setShowPreview(true)}
            style={{ marginBottom: 16 }}
          >
            {t('preview.show')}
          </Button>
        )}
        {config.settings === null && (
          <Alert type="info" showIcon title={t('config.noStorePage')} style={{ marginBottom: 16 }} />
        )}
        <SettingsForm
          config={config}
          images={images}
          onImage={(field, url) => setUploads((shown) => ({ ...shown, [field]: url }))}
          onDraft={setDraft}
        />
        <div style={{ marginTop: 16 }}>
          <ItemsPanel config={config} />
        </div>
      </Col>
      {wide ? (
        <Col lg={10}>{preview}</Col>
      ) : (
        <Drawer
          open={showPreview}
          onClose={() => setShowPreview(false)}
          title={t('preview.title')}
          size="large"
        >
          {preview}
        </Drawer>
      )}
    </Row>
  );
}

/**
 * /touch_card (also /console/touch-cards): a card of the team, its store page's settings and
 * function items, a live phone preview, copy from another card and the printable card face.
 */
export function TouchCardConfigPage() {
  const { t } = useTranslation('touch-card-console');
  const [params, setParams] = useSearchParams();
  const cards = useTouchCards();
  const list = cards.data?.items ?? [];
  const code = params.get('code') ?? list[0]?.code;
  const selected = list.find((c) => c.code === code);
  const config = useTouchCardConfig(code);
  const [copying, setCopying] = useState(false);
  // The editor keeps its form and preview for the card it was opened with; a copy replaces them.
  const [copies, setCopies] = useState(0);

  if (cards.isPending) return <Spin />;
  if (cards.isError) {
    return (
      <Result
        status="error"
        title={t('config.loadFailed')}
        extra={<Button onClick={() => void cards.refetch()}>{t('config.retry')}</Button>}
      />
    );
  }
  if (list.length === 0) return <Empty description={t('config.noCards')} />;

  const settings = config.data?.settings;
  return (
    <Card
      title={t('config.title')}
      extra={
        <Space wrap>
          <Select
            aria-label={t('config.pickCard')}
            style={{ minWidth: 220 }}
            value={code}
            onChange={(next) => setParams({ code: next })}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="card-picker"
            options={list.map((c) => ({
              value: c.code,
              label: `${c.title ?? c.label ?? c.code} (${c.code})${c.has_store_page ? ` · ${t('config.hasStorePage')}` : ''}`,
            }))}
          />
          <Button onClick={() => setCopying(true)} disabled={!selected}>
            {t('copy.button')}
          </Button>
          {config.data && (
            <CardFaceButtons
              code={config.data.code}
              title={settings?.title || config.data.label || config.data.code}
              subtitle={settings?.main_business ?? ''}
            />
          )}
          {settings && (
            <Typography.Link href={config.data!.page_path} target="_blank">
              {t('config.openStorePage')}
            </Typography.Link>
          )}
        </Space>
      }
    >
      {config.isPending ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : config.isError || !config.data ? (
        <Result
          status="error"
          title={t('config.loadFailed')}
          subTitle={config.error?.message}
          extra={<Button onClick={() => void config.refetch()}>{t('config.retry')}</Button>}
        />
      ) : (
        <CardEditor key={`${config.data.code}:${copies}`} config={config.data} />
      )}
      {copying && selected && (
        <CopyConfigModal
          to={selected}
          cards={list}
          onCopied={() => setCopies((n) => n + 1)}
          onClose={() => setCopying(false)}
        />
      )}
    </Card>
  );
}
