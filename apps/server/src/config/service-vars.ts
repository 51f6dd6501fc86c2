import { optionalVar, type ConfigOf } from './vars';

/** Service settings (issue 16, GET /member/srv_setting/info): the support contact and academy banner. */
export const SERVICE_VARS = {
  ...optionalVar(
    'SUPPORT_PHONE',
    'Support phone the member pages show ("contact support"); unset: not shown',
  ),
  ...optionalVar('SUPPORT_WECHAT', 'Support WeChat id the member pages show; unset: not shown'),
  ...optionalVar('SUPPORT_EMAIL', 'Support e-mail the member pages show; unset: not shown'),
  ...optionalVar(
    'ACADEMY_BANNER_URL',
    'Image URL of the traffic academy banner; unset: the page shows its title only',
  ),
} as const;

export type ServiceConfig = ConfigOf<typeof SERVICE_VARS>;
