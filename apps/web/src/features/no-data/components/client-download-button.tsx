import type { PublicBrand } from '@vidmatrix/brands/brands';
import { useTranslation } from 'react-i18next';
import styles from './client-download-button.module.css';

/** The brand's desktop client (super-director or wing-clip), where the full product lives. */
export function ClientDownloadButton({ brand }: { brand: PublicBrand }) {
  const { t } = useTranslation('no-data');
  return (
    <a className={styles.button} href={brand.downloadUrl} download rel="noopener">
      {t(`download.${brand.client}`)}
    </a>
  );
}
