// Keys are typed from the zh-CN source files, so `t('missing')` is a compile error.
import type api from '../../locales/zh-CN/api.json';
import type browser from '../../locales/zh-CN/browser.json';
import type common from '../../locales/zh-CN/common.json';
import type noData from '../../locales/zh-CN/no-data.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      api: typeof api;
      browser: typeof browser;
      common: typeof common;
      'no-data': typeof noData;
    };
  }
}
