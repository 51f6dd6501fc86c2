import { UploadOutlined } from '@ant-design/icons';
import { TOUCH_CARD_IMAGE_TYPES, TOUCH_CARD_LIMITS } from '@vidmatrix/contract/touch-card-rules';
import { Button, Flex, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { uploadImage, type ImagePurpose } from '../api';
import { useCardForm } from '../use-card-form';

interface ImageFieldProps {
  purpose: ImagePurpose;
  /** The image's URL to show (the form holds its key). */
  url: string | null;
  /** antd's Form.Item passes value/onChange: the storage key of the image. */
  value?: string | null;
  onChange?: (key: string) => void;
  onUploaded: (key: string, url: string) => void;
  label: string;
}

/**
 * A JPG/PNG picker that uploads at once and puts the image's key in the form. The type and size
 * are checked here first (the server checks the bytes again), so a wrong file never leaves.
 */
export function ImageField({ purpose, url, onChange, onUploaded, label }: ImageFieldProps) {
  const { t } = useTranslation('touch-card-console');
  const { failed, done } = useCardForm();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!(TOUCH_CARD_IMAGE_TYPES as readonly string[]).includes(file.type))
      return setProblem(t('config.imageType'));
    if (file.size > TOUCH_CARD_LIMITS.imageBytes) return setProblem(t('config.imageTooLarge'));
    setProblem(undefined);
    setBusy(true);
    try {
      const uploaded = await uploadImage(file, purpose);
      onChange?.(uploaded.key);
      onUploaded(uploaded.key, uploaded.url);
      done(t('config.uploaded'));
    } catch (error) {
      failed(error, t('config.imageType'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap={12} align="center" wrap>
      {url && <Image src={url} alt={label} width={64} height={64} style={{ objectFit: 'cover' }} />}
      <input
        ref={input}
        type="file"
        accept={TOUCH_CARD_IMAGE_TYPES.join(',')}
        // antd's reset shows a `hidden` input: the button stands for it.
        style={{ display: 'none' }}
        aria-label={label}
        data-testid={`image-input-${purpose}`}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {t('config.upload')}
      </Button>
      <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined}>
        {problem ?? t('config.imageHint')}
      </Typography.Text>
    </Flex>
  );
}
