import i18next from '../i18n/runtime';
import { DEFAULT_LANGUAGE } from '@vidmatrix/contract/languages';
import { currentBrand } from '../brand';
import { callHeaders } from './call-headers';

/** The headers of every call from the running app: its brand and its current language. */
export function apiHeaders(): Record<string, string> {
  return callHeaders(currentBrand().bizid, i18next.language || DEFAULT_LANGUAGE);
}
