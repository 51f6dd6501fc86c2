import { describe, expect, it } from 'vitest';
import { CONSOLE_HOME, landingPath, MEMBER_HOME } from './redirect';

const merchant = { user: { roles: ['member', 'merchant'] as const }, team: { role: 'admin' as const } };
const teamMerchant = { user: { roles: ['member', 'merchant'] as const }, team: { role: 'member' as const } };
const admin = { user: { roles: ['member', 'team_admin'] as const }, team: { role: 'admin' as const } };
const member = { user: { roles: ['member'] as const }, team: { role: 'member' as const } };
const loner = { user: { roles: ['member', 'merchant'] as const }, team: null };

describe('landingPath', () => {
  it('sends merchants and team administrators to the console', () => {
    expect(landingPath(merchant, null)).toBe(CONSOLE_HOME);
    expect(landingPath(teamMerchant, null)).toBe(CONSOLE_HOME);
    expect(landingPath(admin, null)).toBe(CONSOLE_HOME);
  });

  it('sends members, accounts without a team and unknown accounts to the member area', () => {
    expect(landingPath(member, null)).toBe(MEMBER_HOME);
    expect(landingPath(loner, null)).toBe(MEMBER_HOME);
    expect(landingPath(undefined, null)).toBe(MEMBER_HOME);
  });

  it('lets a redirect of this site win for every role', () => {
    expect(landingPath(merchant, '/inviteMember')).toBe('/inviteMember');
    expect(landingPath(member, '/console/shares?page=2')).toBe('/console/shares?page=2');
    expect(landingPath(undefined, '/uploader')).toBe('/uploader');
  });

  it('ignores a redirect to another origin', () => {
    expect(landingPath(merchant, 'https://evil.example/')).toBe(CONSOLE_HOME);
    expect(landingPath(member, '//evil.example/')).toBe(MEMBER_HOME);
    expect(landingPath(merchant, '/\\evil.example')).toBe(CONSOLE_HOME);
  });
});
