import { z } from 'zod';
import { ROLES } from './roles.ts';

export const roleSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(ROLES),
);
