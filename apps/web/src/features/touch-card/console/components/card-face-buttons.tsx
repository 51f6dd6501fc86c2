import { DownloadOutlined } from '@ant-design/icons';
import { BRAND_ASSET_PATHS } from '@vidmatrix/brands/manifest';
import { nfcPath } from '@vidmatrix/contract/console-nfc';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { currentBrand } from '../../../../shared/brand';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { cardFaceFileName, cardFacePdf, cardFacePng, type CardFaceInput } from '../card-face';
import { useCardForm } from '../use-card-form';

/** The brand's icon (same origin, so the canvas stays exportable); the face is whole without it. */
function brandIcon(): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(undefined);
    image.src = BRAND_ASSET_PATHS.icon;
  });
}

function download(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  // Kept a moment: some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

interface CardFaceButtonsProps {
  code: string;
  title: string;
  subtitle: string;
}

/** "Download the card face" as PNG or PDF: the brand's style and the QR code of `/n/<code>`. */
export function CardFaceButtons({ code, title, subtitle }: CardFaceButtonsProps) {
  const { t } = useTranslation('touch-card-console');
  const { failed } = useCardForm();
  const [busy, setBusy] = useState<'png' | 'pdf'>();

  const make = async (ext: 'png' | 'pdf') => {
    setBusy(ext);
    try {
      const brand = currentBrand();
      const logo = await brandIcon();
      const input: CardFaceInput = {
        url: `${window.location.origin}${nfcPath(code)}`,
        title,
        subtitle,
        hint: t('face.hint'),
        brand: brand.name,
        color: brand.inkColor,
        ...(logo ? { logo } : {}),
      };
      const png = await cardFacePng(input);
      download(ext === 'png' ? png : await cardFacePdf(png), cardFaceFileName(code, ext));
    } catch (error) {
      failed(error, t('face.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Tooltip title={t('face.explain')}>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={busy === 'png'} onClick={() => void make('png')}>
          {t('face.png')}
        </Button>
        <Button icon={<DownloadOutlined />} loading={busy === 'pdf'} onClick={() => void make('pdf')}>
          {t('face.pdf')}
        </Button>
      </Space>
    </Tooltip>
  );
}
