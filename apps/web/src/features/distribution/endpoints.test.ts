import { describe, expect, it } from 'vitest';
import * as contract from '@vidmatrix/contract/distribution';
import * as claimEndpoints from './endpoints';
import * as flowEndpoints from './flows/flow-endpoints';

const local = { ...claimEndpoints, ...flowEndpoints };

describe('distribution endpoint references', () => {
  const endpoints = (Object.entries(contract) as [string, unknown][]).filter(
    (entry): entry is [string, { method: string; path: string }] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1] && 'method' in entry[1],
  );

  it('cover every contract endpoint with the same method and path', () => {
    expect(endpoints.length).toBeGreaterThan(10);
    for (const [name, endpoint] of endpoints) {
      const mine = (local as Record<string, unknown>)[name] as { method: string; path: string } | undefined;
      expect(mine, name).toBeDefined();
      expect({ method: mine?.method, path: mine?.path }, name).toEqual({
        method: endpoint.method,
        path: endpoint.path,
      });
    }
  });

  it('repeat the contract constants exactly', () => {
    expect(local.DEFAULT_LOCK_SECONDS).toBe(contract.DEFAULT_LOCK_SECONDS);
    expect(local.SHORT_LOCK_MAX_SECONDS).toBe(contract.SHORT_LOCK_MAX_SECONDS);
    expect(local.SPEED_TEST_MS).toBe(contract.SPEED_TEST_MS);
    expect(local.SPEED_THRESHOLD_BYTES_PER_MS).toBe(contract.SPEED_THRESHOLD_BYTES_PER_MS);
    expect(local.JUMP_FAIL_TOAST_MS).toBe(contract.JUMP_FAIL_TOAST_MS);
    expect(local.XHS_JUMP_FAIL_TOAST_MS).toBe(contract.XHS_JUMP_FAIL_TOAST_MS);
  });
});
