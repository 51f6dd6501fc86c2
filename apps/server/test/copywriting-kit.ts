// Helpers of the copywriting API tests: a team administrator of a fresh team, and a script body.
import type { ScriptWrite } from '@vidmatrix/contract/copywriting';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post, registerMember, type Member } from './auth-kit';

export const API = '/member/copywriting';

export async function teamAdmin(
  app: FastifyInstance,
  name = 'Noodle bar',
): Promise<Member & { teamId: number }> {
  const admin = await registerMember(app);
  const reply = await post(app, '/member/team/create', { name }, { token: admin.token });
  expect(reply.code).toBe(0);
  return { ...admin, teamId: reply.data.team.id as number };
}

/** A complete shot-by-shot script; `over` replaces fields. */
export function scriptBody(over: Partial<ScriptWrite> = {}): ScriptWrite {
  return {
    title: '牛肉面上新',
    type: 'shot',
    orientation: '9:16',
    expected_duration_seconds: 20,
    lines: '一碗好面',
    reference_video: '',
    basic_info: '门店：老街牛肉面',
    other_info: '',
    scene_requirements: '后厨、餐桌',
    content_points: '汤头、面条、价格',
    content: '',
    content_lines: [],
    shots: [
      {
        shot_size_id: 2,
        shot_scale: 'far',
        duration_seconds: 5,
        picture: '门头',
        lines: '老街开了二十年',
        notes: '',
      },
      {
        shot_size_id: 5,
        shot_scale: 'close_up',
        duration_seconds: 5,
        picture: '拉面',
        lines: 'Fresh noodles every day',
        notes: '慢动作',
      },
    ],
    ai_source: null,
    ...over,
  };
}
