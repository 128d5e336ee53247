import { z } from 'zod';
import { recordFields, slugSchema, statSchema } from './common';
import { recordBodyFields } from './record-body';

/**
 * A record that is a description, label/value stats, a body of sections and related wiki pages. Structures and
 * player animations are both of this shape; they stay two kinds (two files, two list pages) because players
 * look for them separately, not because their fields differ.
 */
export const statsRecordSchema = z.object({
  ...recordFields,
  /** Label/value figures (a number or a short fact, never a label restated); cards show the first two. */
  stats: z.array(statSchema).default([]),
  /** Wiki pages with more on this record. */
  wiki: z.array(slugSchema).default([]),
  ...recordBodyFields,
});
export type StatsRecord = z.infer<typeof statsRecordSchema>;
