import { createHmac } from 'node:crypto';
import type { DouyinCredentials } from './douyin';
import type { KuaishouCredentials } from './kuaishou';
import type { XhsCredentials } from './xhs';

export interface DemoApps {
  douyin: DouyinCredentials;
  xhs: XhsCredentials;
  kuaishou: KuaishouCredentials;
}

/**
 * The apps the loopback fake knows, for brands without credentials. Their secrets derive from a
 * server secret (not from this public source), and are the same in every process of one site:
 * a demo Kuaishou code minted by one process is exchanged by another.
 */
export function demoApps(serverSecret: string): DemoApps {
  const derive = (name: string) =>
    createHmac('sha256', serverSecret).update(`demo-platform:${name}`).digest('hex');
  return {
    douyin: { clientKey: 'demo_douyin_client_key', clientSecret: derive('douyin') },
    xhs: { appKey: 'demo_xhs_app_key', appSecret: derive('xhs') },
    kuaishou: { appId: 'demo_kuaishou_app_id', appSecret: derive('kuaishou') },
  };
}
