// Keys are typed from the zh-CN source files, so `t('missing')` is a compile error.
import type api from '../../locales/zh-CN/api.json';
import type auth from '../../locales/zh-CN/auth.json';
import type browser from '../../locales/zh-CN/browser.json';
import type common from '../../locales/zh-CN/common.json';
import type consoleNs from '../../locales/zh-CN/console.json';
import type copywriting from '../../locales/zh-CN/copywriting.json';
import type distribution from '../../locales/zh-CN/distribution.json';
import type landing from '../../locales/zh-CN/landing.json';
import type noData from '../../locales/zh-CN/no-data.json';
import type player from '../../locales/zh-CN/player.json';
import type share from '../../locales/zh-CN/share.json';
import type team from '../../locales/zh-CN/team.json';
import type upload from '../../locales/zh-CN/upload.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      api: typeof api;
      auth: typeof auth;
      browser: typeof browser;
      common: typeof common;
      console: typeof consoleNs;
      copywriting: typeof copywriting;
      distribution: typeof distribution;
      landing: typeof landing;
      'no-data': typeof noData;
      player: typeof player;
      share: typeof share;
      team: typeof team;
      upload: typeof upload;
    };
  }
}
