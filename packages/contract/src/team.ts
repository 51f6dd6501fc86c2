import { z } from 'zod';
import { teamSummary } from './auth';
import { defineEndpoint } from './endpoint';
import { idField, safeString } from './input-fields';

/** Invitation life (docs/decisions/008-accounts-and-sessions.md). */
export const INVITE_DEFAULT_HOURS = 7 * 24;
export const INVITE_MAX_HOURS = 30 * 24;
/** The choices the team page offers; the API takes any whole number of hours up to the maximum. */
export const INVITE_HOUR_CHOICES = [24, 72, 168, 720] as const;

/** Page path of an invite link: `/inviteMember/<token>`. */
export const INVITE_PATH = '/inviteMember';
export const invitePath = (token: string) => `${INVITE_PATH}/${encodeURIComponent(token)}`;

const isoDate = z.string().describe('ISO 8601 date-time');
const id = idField;
const expiresInHours = z.coerce.number().int().min(1).max(INVITE_MAX_HOURS);
export const inviteTokenField = safeString().trim().min(1).max(100);

export const teamName = safeString({ error: 'team_name_required' })
  .trim()
  .min(1, { error: 'team_name_required' })
  .max(40, { error: 'text_too_long' });

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitation = z.object({
  id: z.number().int(),
  status: z.enum(INVITATION_STATUSES),
  note: z.string().nullable(),
  created_at: isoDate,
  expires_at: isoDate,
  /** Masked phone of the member who joined with it. */
  accepted_by: z.string().nullable(),
  accepted_at: isoDate.nullable(),
});
export type Invitation = z.infer<typeof invitation>;

export const teamMember = z.object({
  user_id: z.number().int(),
  /** Masked: 138****0000. */
  phone: z.string(),
  role: z.enum(['admin', 'member']),
  joined_at: isoDate,
  is_me: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamDetail = teamSummary.extend({
  members: z.array(teamMember),
  /** Only for the team's administrators; empty for members. */
  invitations: z.array(invitation),
});
export type TeamDetail = z.infer<typeof teamDetail>;

export const getTeam = defineEndpoint({
  method: 'GET',
  path: '/member/team',
  summary: "The caller's team, its members and (administrators) its invitations",
  tags: ['team'],
  auth: 'token',
  response: z.object({ team: teamDetail.nullable() }),
});

export const createTeamBody = z.object({ name: teamName });

export const createTeam = defineEndpoint({
  method: 'POST',
  path: '/member/team/create',
  summary: 'Create a team; the caller becomes its administrator',
  tags: ['team'],
  auth: 'token',
  body: createTeamBody,
  response: z.object({ team: teamSummary }),
});

/** The link is shown once, when made: only its hash is stored. */
const issuedInvitation = z.object({ invitation, token: z.string(), path: z.string() });

export const createInvitation = defineEndpoint({
  method: 'POST',
  path: '/member/team/invitations/create',
  summary: 'Team administrator: create an invite link with an expiry',
  tags: ['team'],
  auth: 'token',
  body: z.object({
    expires_in_hours: expiresInHours.default(INVITE_DEFAULT_HOURS),
    note: safeString().trim().max(40, { error: 'text_too_long' }).optional(),
  }),
  response: issuedInvitation,
});

export const resendInvitation = defineEndpoint({
  method: 'POST',
  path: '/member/team/invitations/resend',
  summary: 'Team administrator: a fresh link for an invitation (the old link stops working)',
  tags: ['team'],
  auth: 'token',
  body: z.object({ id, expires_in_hours: expiresInHours.default(INVITE_DEFAULT_HOURS) }),
  response: issuedInvitation,
});

export const revokeInvitation = defineEndpoint({
  method: 'POST',
  path: '/member/team/invitations/revoke',
  summary: 'Team administrator: revoke an invitation',
  tags: ['team'],
  auth: 'token',
  body: z.object({ id }),
  response: z.object({ invitation }),
});

export const previewInvitation = defineEndpoint({
  method: 'GET',
  path: '/open/team/invitation',
  summary: 'What an invite link leads to (expired → 30005, taken by someone else → 30006)',
  tags: ['team'],
  auth: { optional: 'token' },
  query: z.object({ token: inviteTokenField }),
  response: z.object({
    team_name: z.string(),
    /** Masked phone of whoever created the link. */
    inviter: z.string(),
    expires_at: isoDate,
    /** `joined`: the signed-in caller already joined with this link. */
    status: z.enum(['valid', 'joined']),
  }),
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/member/team/invitations/accept',
  summary: 'Join the team of an invite link',
  tags: ['team'],
  auth: 'token',
  body: z.object({ token: inviteTokenField }),
  response: z.object({ team: teamSummary }),
});
