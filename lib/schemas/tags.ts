import { z } from 'zod';

/** content/tags.json: every tag a record or wiki page may carry. A tag not listed here fails the build. */
export const tagRegistrySchema = z
  .array(z.string().trim().min(1))
  .min(1)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      if (seen.has(tag)) ctx.addIssue({ code: 'custom', path: [index], message: `duplicate tag "${tag}"` });
      seen.add(tag);
    });
  });
