import type { AiTone } from '@vidmatrix/contract/copywriting';
import type { ShotRole } from '../template-plan';

/** Lines of one job: some say a selling point (`{point}`), some do without. */
interface WithPoint {
  point: string[];
  plain: string[];
}

/**
 * The built-in writer's words in one language. Placeholders: `{name}` (the product's name, not
 * the whole product text), `{point}`, `{points}`, `{audience}`, `{seconds}`, `{orientation}`.
 * Several variants per job: the brief's seed picks one, so two shops do not get the same video.
 * No ASCII double quotes: the drawer's test watches for JSON text, and the languages have their
 * own quotation marks.
 */
export interface Phrases {
  titles: string[];
  slogan: string;
  basic: string;
  other: string;
  scene: string;
  /** content_points when the brief has no selling points. */
  noPoints: string;
  defaultAudience: string;
  vertical: string;
  horizontal: string;
  hooks: Record<AiTone, string[]>;
  problem: string[];
  product: WithPoint;
  feature: WithPoint;
  proof: WithPoint;
  offer: WithPoint;
  cta: Record<AiTone, string[]>;
  /** What each job's picture shows and how to shoot it. */
  shots: Record<ShotRole, { picture: string; notes: string }>;
}
