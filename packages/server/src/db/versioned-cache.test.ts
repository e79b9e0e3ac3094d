import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache.ts';

describe('createVersionedCache', () => {
  it('shares one computation between concurrent callers and computes again once the version moves', async () => {
    let version = '1';
    let counts = 0;
    const cache = createVersionedCache<{ total: number }>(async () => version);
    const count = async () => ({ total: ++counts, male: 0, female: 0 });
    const [first, second] = await Promise.all([cache.load('all', count), cache.load('all', count)]);
    expect([first.total, second.total, counts]).toEqual([1, 1, 1]);
    expect((await cache.load('all', count)).total).toBe(1);
    version = '2';
    expect((await cache.load('all', count)).total).toBe(2);
  });

  it('keeps each key apart and forgets the least recently used beyond its size', async () => {
    const cache = createVersionedCache<{ total: number }>(async () => '1', { maxEntries: 2 });
    const totals = (total: number) => async () => ({ total, male: 0, female: 0 });
    expect((await cache.load('maria', totals(5))).total).toBe(5);
    expect((await cache.load('santos', totals(9))).total).toBe(9);
    expect((await cache.load('maria', totals(6))).total).toBe(5);
    await cache.load('cruz', totals(1));
    expect((await cache.load('maria', totals(7))).total).toBe(5);
    expect((await cache.load('santos', totals(8))).total).toBe(8);
  });

  it('does not keep a failed computation', async () => {
    const cache = createVersionedCache<{ total: number }>(async () => '1');
    await expect(cache.load('all', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.load('all', async () => ({ total: 7, male: 3, female: 4 }))).total).toBe(7);
  });

  it('forgets the least recently used answers once their bytes pass the bound', async () => {
    const cache = createVersionedCache<Buffer>(async () => '1', {
      maxBytes: 10,
      sizeOf: (answer) => answer.byteLength,
    });
    const bytes = (fill: string) => async () => Buffer.alloc(4, fill);
    await cache.load('monday', bytes('a'));
    await cache.load('tuesday', bytes('b'));
    expect((await cache.load('monday', bytes('x'))).toString()).toBe('aaaa');
    await cache.load('wednesday', bytes('c'));
    expect((await cache.load('monday', bytes('y'))).toString()).toBe('aaaa');
    expect((await cache.load('tuesday', bytes('z'))).toString()).toBe('zzzz');
  });

  it('answers for a version read elsewhere only what was computed at it, and guesses from any version', async () => {
    let version = '1';
    const cache = createVersionedCache<{ total: number }>(async () => version);
    expect(cache.latest('maria')).toBeUndefined();
    await cache.load('maria', async () => ({ total: 5 }));
    expect(cache.keptAt('maria', '1')).toEqual({ total: 5 });
    expect(cache.keptAt('maria', '2')).toBeUndefined();
    version = '2';
    expect(cache.latest('maria')).toEqual({ total: 5 });
    await cache.load('maria', async () => ({ total: 6 }));
    expect(cache.keptAt('maria', '2')).toEqual({ total: 6 });
    expect(cache.keptAt('maria', '1')).toBeUndefined();
  });
});
