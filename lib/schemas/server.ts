import { z } from 'zod';
import { textSchema } from './common';

/** content/server.json: the server teaser page. */
export const serverTeaserSchema = z
  .object({
    /** Feature boxes, e.g. Quests, Contracts, Server Hub. */
    boxes: z.array(z.object({ title: textSchema, subtitle: z.string().optional(), text: z.string().optional() }).strict()).min(1),
    countdown: z.object({ label: textSchema, value: textSchema }).strict(),
  })
  .strict();
export type ServerTeaser = z.infer<typeof serverTeaserSchema>;
