import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../testing/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-open-data-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a DATA_DIR every user of the machine may write to', () => {
  it('is refused at start, in one line, before anything is written in it', async () => {
    fs.chmodSync(dataDir, 0o777);
    const server = await spawnServer({ DATA_DIR: dataDir }, undefined, 'source');
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toBe(
      `Cannot start the portal: The data directory ${dataDir} can be written by every user of this machine ` +
        `(mode 777): run chmod 700 ${dataDir} and start again.\n`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
