/**
 * The one way a store's location reads (spec §2/§3 poi_param: province + city + district +
 * address + poi name), for every page that shows or copies it. Deliberately free of zod and of
 * any other import: visitor pages pull it into their route chunks.
 */
export interface StoreLocationParts {
  province?: string | null;
  city?: string | null;
  district?: string | null;
  address?: string | null;
  poi_name?: string | null;
}

/** Placeholder city of municipalities in some administrative datasets: never worth showing. */
const PLACEHOLDER_CITIES = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/** "上海市" and "上海" name the same place; so do "广东省" and "广东". */
const bare = (name: string) => name.replace(/(省|市|特别行政区|自治区)$/, '');

/**
 * Province, city and district without repeats: a municipality's province is its city
 * ("上海市" + "上海市" → "上海市"), and a part equal to the one before it is dropped.
 */
function adminParts(province: string, city: string, district: string): string[] {
  const parts: string[] = [];
  for (const part of [province, PLACEHOLDER_CITIES.has(city) ? '' : city, district]) {
    if (!part) continue;
    const last = parts[parts.length - 1];
    // The fuller spelling wins ("上海" then "上海市" keeps "上海市").
    if (last !== undefined && bare(last) === bare(part))
      parts[parts.length - 1] = part.length > last.length ? part : last;
    else parts.push(part);
  }
  return parts;
}

/**
 * Addresses often repeat the district or the whole area ("静安区南京西路…"): the area parts the
 * address already starts with are not written twice. Only whole parts count, never a character.
 */
function withoutRepeatedArea(area: string[], address: string): string[] {
  for (let from = 0; from < area.length; from++) {
    if (address.startsWith(area.slice(from).join(''))) return area.slice(0, from);
  }
  return area;
}

/**
 * "上海市静安区南京西路1788号L108 Demo café": the area and address run together as Chinese
 * addresses do, the POI name follows after a space; empty parts are skipped.
 */
export function formatStoreLocation(parts: StoreLocationParts | null | undefined): string {
  if (!parts) return '';
  const clean = (v: string | null | undefined) => (v ?? '').trim();
  const address = clean(parts.address);
  const poiName = clean(parts.poi_name);
  const area = adminParts(clean(parts.province), clean(parts.city), clean(parts.district));
  const street = [...withoutRepeatedArea(area, address), address].join('');
  // A POI name the address already ends with is said once.
  if (!poiName || street.endsWith(poiName)) return street;
  return street ? `${street} ${poiName}` : poiName;
}
