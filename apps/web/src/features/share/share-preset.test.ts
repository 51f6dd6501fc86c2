import { describe, expect, it } from 'vitest';
import { presetFromSearch } from './share-preset';

describe('presetFromSearch', () => {
  it.each([
    ['script=3001', { kind: 'script', scriptId: 3001 }],
    ['video=12&activity=4', { kind: 'videos', libraryVideoId: 12, activityId: 4 }],
    ['video=12', { kind: 'videos', libraryVideoId: 12, activityId: null }],
    ['video=12&activity=x', { kind: 'videos', libraryVideoId: 12, activityId: null }],
    ['', null],
    ['script=0', null],
    ['script=-1', null],
    ['script=1e3', null],
    ['script=99999999999', null],
  ])('%j', (search, preset) => {
    expect(presetFromSearch(new URLSearchParams(search))).toEqual(preset);
  });
});
