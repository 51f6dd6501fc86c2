// Keys are typed from the zh-CN source files, so `t('missing')` is a compile error.
import type academy from '../../locales/zh-CN/academy.json';
import type academyConsole from '../../locales/zh-CN/academy-console.json';
import type api from '../../locales/zh-CN/api.json';
import type auth from '../../locales/zh-CN/auth.json';
import type browser from '../../locales/zh-CN/browser.json';
import type common from '../../locales/zh-CN/common.json';
import type consoleNs from '../../locales/zh-CN/console.json';
import type copywriting from '../../locales/zh-CN/copywriting.json';
import type distribution from '../../locales/zh-CN/distribution.json';
import type guide from '../../locales/zh-CN/guide.json';
import type handoff from '../../locales/zh-CN/handoff.json';
import type mix from '../../locales/zh-CN/mix.json';
import type landing from '../../locales/zh-CN/landing.json';
import type legal from '../../locales/zh-CN/legal.json';
import type legalLinks from '../../locales/zh-CN/legal-links.json';
import type noData from '../../locales/zh-CN/no-data.json';
import type platformAuth from '../../locales/zh-CN/platform-auth.json';
import type player from '../../locales/zh-CN/player.json';
import type share from '../../locales/zh-CN/share.json';
import type team from '../../locales/zh-CN/team.json';
import type touchCardConsole from '../../locales/zh-CN/touch-card-console.json';
import type touchCard from '../../locales/zh-CN/touch-card.json';
import type upload from '../../locales/zh-CN/upload.json';
import type { TOptions } from './translate';

/** Namespace → its messages' shape, from the zh-CN files (every locale has the same keys). */
export interface Resources {
  academy: typeof academy;
  'academy-console': typeof academyConsole;
  api: typeof api;
  auth: typeof auth;
  browser: typeof browser;
  common: typeof common;
  console: typeof consoleNs;
  copywriting: typeof copywriting;
  distribution: typeof distribution;
  guide: typeof guide;
  handoff: typeof handoff;
  landing: typeof landing;
  legal: typeof legal;
  'legal-links': typeof legalLinks;
  mix: typeof mix;
  'no-data': typeof noData;
  'platform-auth': typeof platformAuth;
  player: typeof player;
  share: typeof share;
  team: typeof team;
  'touch-card-console': typeof touchCardConsole;
  'touch-card': typeof touchCard;
  upload: typeof upload;
}

export type Namespace = keyof Resources;

/** The dotted paths of an object's string leaves: `{ a: { b: '' } }` → `'a.b'`. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

/** Any key written with its namespace, `api:networkError`. */
type QualifiedKey = { [N in Namespace]: `${N}:${Leaves<Resources[N]>}` }[Namespace];

/** A key of namespace `N` as `t` takes it: bare for `N`, `ns:key` for any namespace. */
type TKey<N extends Namespace> = Leaves<Resources[N]> | QualifiedKey;

/** `t` of a component that asked `useTranslation(N)`; `common` outside React. */
export interface TFunction<N extends Namespace = 'common'> {
  (key: TKey<N>, options?: TOptions): string;
  /** A key built from data (a check code, a server code) must say what to show when it has no message. */
  (key: string, options: TOptions & { defaultValue: string }): string;
}
