import { describe, expect, it } from '@rstest/core';
import { checkImageStorage } from './check-image-storage';

const storage = (used_bytes: number) => ({ used_bytes, limit_bytes: 1000 });

describe('checkImageStorage', () => {
  it('lets an upload in while the store has room, and counts it', () => {
    expect(checkImageStorage(storage(600), 400)).toEqual({ ok: true, value: storage(1000) });
  });

  it('refuses what would take the store over its limit, naming what is used', () => {
    expect(checkImageStorage(storage(600), 401)).toEqual({
      ok: false,
      error: { code: 'storage_full', params: { used_bytes: 600, limit_bytes: 1000 } },
    });
  });

  it('refuses any new upload once the store is full, before it is decoded', () => {
    expect(checkImageStorage(storage(999), 0).ok).toBe(true);
    expect(checkImageStorage(storage(1000), 0).ok).toBe(false);
  });
});
