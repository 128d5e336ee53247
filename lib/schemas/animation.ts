import { z } from 'zod';
import { statsRecordSchema } from './stats-record';

/** content/animations.json: player animation sets (a stats record: see stats-record.ts). */
export const animationSchema = statsRecordSchema;
export type Animation = z.infer<typeof animationSchema>;
export const animationListSchema = z.array(animationSchema);
