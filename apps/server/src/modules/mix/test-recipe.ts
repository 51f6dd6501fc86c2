import type { MixRecipe } from './schema';

/** A recipe for the mix unit tests: these scenes, the default output and nothing else. */
export const testRecipe = (scenes: MixRecipe['scenes'], extra: Partial<MixRecipe> = {}): MixRecipe => ({
  scenes,
  output: { width: 720, height: 1280 },
  length: null,
  bgm_ids: [],
  bgm_level: 30,
  caption_lines: [],
  ...extra,
});
