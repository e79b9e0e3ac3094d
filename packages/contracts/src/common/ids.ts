import { z } from 'zod';

/** Record ids are PostgreSQL `integer`s: a larger number names no record and is refused as input. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id in a path, query or payload; numeric text is accepted as the number. */
export const recordIdSchema = (message?: string) =>
  z.coerce.number({ message }).int({ message }).positive({ message }).max(MAX_RECORD_ID, { message });
