import { describe, expect, it } from 'vitest';
import { keysetBatches } from './keyset-batches.ts';

const ROWS = Array.from({ length: 7 }, (_, index) => index + 1);

describe('keyset batches', () => {
  it('reads each batch after the last row of the one before, until a short batch', async () => {
    const asked: (number | undefined)[] = [];
    const batches: number[][] = [];
    for await (const batch of keysetBatches<number>(3, async (after) => {
      asked.push(after);
      return ROWS.filter((row) => row > (after ?? 0)).slice(0, 3);
    })) {
      batches.push(batch);
    }
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(asked).toEqual([undefined, 3, 6]);
  });

  it('asks for the next batch before the current one is used, and stops after a full batch that was the last', async () => {
    const asked: (number | undefined)[] = [];
    const read = keysetBatches<number>(3, async (after) => {
      asked.push(after);
      return ROWS.slice(0, 6)
        .filter((row) => row > (after ?? 0))
        .slice(0, 3);
    });
    expect((await read.next()).value).toEqual([1, 2, 3]);
    expect(asked).toEqual([undefined, 3]);
    expect((await read.next()).value).toEqual([4, 5, 6]);
    expect((await read.next()).done).toBe(true);
    expect(asked).toEqual([undefined, 3, 6]);
  });
});
