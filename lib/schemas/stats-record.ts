import { z } from 'zod';
import { recordFields, slugSchema, statSchema } from './common';
import { recordBodyFields } from './record-body';

/** Structures and player animations: same shape, two kinds because players look for them separately. */
export const statsRecordSchema = z.object({
  ...recordFields,
  /** Label/value figures (a number or a short fact, never a label restated); cards show the first two. */
  stats: z.array(statSchema).default([]),
  /** Wiki pages with more on this record. */
  wiki: z.array(slugSchema).default([]),
  ...recordBodyFields,
});
export type StatsRecord = z.infer<typeof statsRecordSchema>;
