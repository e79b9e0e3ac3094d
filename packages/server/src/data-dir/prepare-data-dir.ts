import fs from 'node:fs';
import type { Config } from '../config.ts';
import { makePrivateDir, makeTreePrivate, refuseWritableByOthers } from './private-files.ts';

/**
 * Run at every start, before anything is opened: refuses a data directory others can write to,
 * then takes it and the backups to the private modes, so files an older build or a copy left
 * open are closed too.
 */
export function prepareDataDir(config: Pick<Config, 'dataDir' | 'backupDir'>): void {
  refuseWritableByOthers(config.dataDir);
  makePrivateDir(config.dataDir);
  makeTreePrivate(config.dataDir);
  if (fs.existsSync(config.backupDir)) makeTreePrivate(config.backupDir);
}
