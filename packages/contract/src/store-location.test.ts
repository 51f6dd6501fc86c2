import { describe, expect, it } from 'vitest';
import { formatStoreLocation, type StoreLocationParts } from './store-location';

const shanghai = { province: '上海市', city: '上海市', district: '静安区' };

describe('formatStoreLocation', () => {
  it.each<[string, StoreLocationParts | null | undefined, string]>([
    [
      'municipality: the province is not repeated, a space before the POI',
      { ...shanghai, address: '南京西路1788号L108', poi_name: 'Demo café' },
      '上海市静安区南京西路1788号L108 Demo café',
    ],
    ...['北京市', '天津市', '重庆市'].map((m): [string, StoreLocationParts, string] => [
      `municipality ${m}`,
      { province: m, city: m, district: 'X区', address: '1号', poi_name: 'Shop' },
      `${m}X区1号 Shop`,
    ]),
    [
      'short and full spellings of one place: the full one once',
      { province: '上海', city: '上海市', district: '静安区', address: '南京西路1号', poi_name: '' },
      '上海市静安区南京西路1号',
    ],
    [
      'placeholder city of a municipality is skipped',
      { province: '北京市', city: '市辖区', district: '朝阳区', address: '建国路1号', poi_name: '' },
      '北京市朝阳区建国路1号',
    ],
    [
      'province and city both kept when they differ',
      { province: '广东省', city: '深圳市', district: '南山区', address: '科技园1号', poi_name: '咖啡馆' },
      '广东省深圳市南山区科技园1号 咖啡馆',
    ],
    [
      'an address that repeats the district',
      { ...shanghai, address: '静安区南京西路1号', poi_name: '' },
      '上海市静安区南京西路1号',
    ],
    [
      'an address that repeats the whole area',
      { ...shanghai, address: '上海市静安区南京西路1号', poi_name: 'Demo' },
      '上海市静安区南京西路1号 Demo',
    ],
    [
      'a district that merely starts like the address is kept',
      { ...shanghai, address: '静安寺路1号', poi_name: '' },
      '上海市静安区静安寺路1号',
    ],
    [
      'empty parts are skipped, whitespace trimmed',
      { province: ' ', city: '', district: '', address: ' 南京西路1号 ', poi_name: ' Demo ' },
      '南京西路1号 Demo',
    ],
    ['only the POI name', { poi_name: 'Demo café' }, 'Demo café'],
    [
      'a POI name the address ends with is said once',
      { address: '南京西路1号Demo café', poi_name: 'Demo café' },
      '南京西路1号Demo café',
    ],
    ['nulls and missing parts', { province: null, city: undefined }, ''],
    ['no location at all', null, ''],
    ['undefined', undefined, ''],
  ])('%s', (_name, parts, expected) => {
    expect(formatStoreLocation(parts)).toBe(expected);
  });
});
