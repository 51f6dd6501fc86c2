import { visitorPath, type ActivityDetail } from '@vidmatrix/contract/console';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { loadBrandLogo, loadImage, saveBlob } from '../brand-logo';
import type { Platform } from '../platforms';
import { drawQr, qrFileName, qrMatrix, qrSvg, svgDataUrl } from '../qr-code';
import { useFeedback } from '../use-feedback';
import styles from './console.module.css';

/** The printed PNG: large enough for a poster at 300 dpi (≈ 8.7 cm). */
const PNG_PX = 1024;

function QrCard({
  activity,
  platform,
  logo,
}: {
  activity: ActivityDetail;
  platform: Platform;
  logo: string | undefined;
}) {
  const { t } = useTranslation('console');
  const feedback = useFeedback();
  // The brand's own web origin: the page is served on the brand's host, like the visitor pages.
  const url = `${window.location.origin}${visitorPath(activity.id, platform)}`;
  const svg = qrSvg(qrMatrix(url), logo);
  const name = t(`platform.${platform}`);

  const downloadPng = async () => {
    try {
      const canvas = document.createElement('canvas');
      canvas.width = PNG_PX;
      canvas.height = PNG_PX;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      drawQr(ctx, qrMatrix(url), PNG_PX, logo ? await loadImage(logo) : undefined);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('no png');
      saveBlob(blob, qrFileName(activity.title, name, 'png'));
    } catch (error) {
      feedback.failed(error);
    }
  };
  const downloadSvg = () =>
    saveBlob(new Blob([svg], { type: 'image/svg+xml' }), qrFileName(activity.title, name, 'svg'));

  return (
    <Card title={name} data-testid={`qr-${platform}`}>
      <img className={styles.qrImage} src={svgDataUrl(svg)} alt={t('qr.alt', { platform: name })} />
      <Typography.Paragraph copyable={{ text: url }} className={styles.url} data-testid="qr-url">
        {url}
      </Typography.Paragraph>
      <Flex gap={8}>
        <Button type="primary" onClick={() => void downloadPng()}>
          {t('qr.downloadPng')}
        </Button>
        <Button onClick={downloadSvg}>{t('qr.downloadSvg')}</Button>
      </Flex>
    </Card>
  );
}

/** One QR code per platform of the activity, each opening its visitor page on this brand's host. */
export function QrCodes({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('console');
  const [logo, setLogo] = useState<string | undefined>();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadBrandLogo().then((l) => {
      if (!current) return;
      setLogo(l);
      setReady(true);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!ready) return null;
  return (
    <>
      {activity.counts.pool === 0 && (
        // Before a code goes on a counter: a customer who scans it now gets no video.
        <Alert
          type="warning"
          showIcon
          data-testid="qr-empty-pool"
          title={t('qr.emptyPool')}
          description={t('qr.emptyPoolHint')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Typography.Paragraph type="secondary">{t('qr.hint')}</Typography.Paragraph>
      <div className={styles.qrGrid}>
        {activity.platforms.map((p) => (
          <QrCard key={p} activity={activity} platform={p} logo={logo} />
        ))}
      </div>
    </>
  );
}
