import { describe, expect, it } from 'vitest';
import { retryAborted } from './sql-runner';

const failure = (code: string) => Object.assign(new Error(code), { code });

/** Fails with the given errors in turn, then answers `done`. */
function flaky(...errors: Error[]) {
  let calls = 0;
  const run = async () => {
    const error = errors[calls++];
    if (error) throw error;
    return 'done';
  };
  return { run, calls: () => calls };
}

describe('retryAborted', () => {
  it('runs a statement again after a deadlock or a serialization failure', async () => {
    const statement = flaky(failure('40P01'), failure('40001'));
    await expect(retryAborted(statement.run)).resolves.toBe('done');
    expect(statement.calls()).toBe(3);
  });

  it('gives up after three aborted runs, with the database error', async () => {
    const statement = flaky(failure('40P01'), failure('40P01'), failure('40P01'));
    await expect(retryAborted(statement.run)).rejects.toThrow('40P01');
    expect(statement.calls()).toBe(3);
  });

  it('never repeats a statement that failed for any other reason', async () => {
    const statement = flaky(failure('23505'));
    await expect(retryAborted(statement.run)).rejects.toThrow('23505');
    expect(statement.calls()).toBe(1);
    const plain = flaky(new Error('connection lost'));
    await expect(retryAborted(plain.run)).rejects.toThrow('connection lost');
    expect(plain.calls()).toBe(1);
  });
});
