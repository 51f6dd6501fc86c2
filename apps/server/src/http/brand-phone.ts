import type { Endpoint } from '@vidmatrix/contract/endpoint';
import { phoneRegionOf, withPhoneRegion, type PhoneRegion } from '@vidmatrix/contract/phone';
import type { Brand } from '@vidmatrix/brands/brands';
import { z } from 'zod';
import type { InputSchemas } from './validate-input';

type PhoneBody = z.ZodObject<{ phone: z.ZodType<string, string> }>;
const regional = new WeakMap<z.ZodType, Map<PhoneRegion, z.ZodType>>();

const hasPhone = (schema: z.ZodType | undefined): schema is PhoneBody =>
  schema instanceof z.ZodObject && 'phone' in schema.shape;

/**
 * An endpoint's input schemas with a body `phone` held to the caller's brand (issue 28): the
 * contract's endpoints take every number some brand takes; a mainland brand takes mainland ones
 * alone ("must be 11 digits"), an abroad brand also +country-code numbers. Made once per endpoint
 * and region.
 */
export function inputFor(endpoint: Endpoint, brand: Pick<Brand, 'abroad'>): InputSchemas {
  const { body } = endpoint;
  if (!hasPhone(body)) return endpoint;
  const region = phoneRegionOf(brand);
  let byRegion = regional.get(body);
  if (!byRegion) regional.set(body, (byRegion = new Map()));
  let held = byRegion.get(region);
  if (!held) byRegion.set(region, (held = withPhoneRegion(body, region)));
  return { query: endpoint.query, body: held };
}
