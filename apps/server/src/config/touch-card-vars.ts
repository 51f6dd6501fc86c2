import { httpUrl, int, type ConfigOf } from './vars';

/** Touch cards (issue 14): resolving group-buy links and the customers' AI copies. */
export const TOUCH_CARD_VARS = {
  GROUP_BUY_TIMEOUT_MS: {
    schema: int(1000, 60_000),
    default: '8000',
    description: 'Time-out of resolving one pasted group-buy link (all its redirects together)',
  },
  GROUP_BUY_RESOLVE_ORIGIN: {
    schema: httpUrl.optional(),
    default: '(unset)',
    fallback: () => undefined,
    description:
      'Tests and offline demos only: resolve group-buy links through this origin instead of the platforms (https://host/path → <origin>/host/path, the loopback fake)',
  },
  TOUCH_CARD_COPIES_PER_TEAM_PER_HOUR: {
    schema: int(1, 1_000_000),
    default: '300',
    description:
      "AI copies the customers of one team's touch cards may have written per hour (each costs provider tokens)",
  },
};

export type TouchCardConfig = ConfigOf<typeof TOUCH_CARD_VARS>;
