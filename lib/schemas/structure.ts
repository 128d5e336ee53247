import { z } from 'zod';
import { statsRecordSchema } from './stats-record';

/** content/structures.json: notable places of the dungeon (a stats record: see stats-record.ts). */
export const structureSchema = statsRecordSchema;
export type Structure = z.infer<typeof structureSchema>;
export const structureListSchema = z.array(structureSchema);
