import { z } from 'zod';
import { slugSchema, textSchema } from './common';

/** Icons available to guide sections (drawn as inline SVG by components/ui/Icon.tsx). */
export const GUIDE_ICONS = ['book', 'people', 'lightning', 'gear', 'target', 'sword', 'shield', 'package'] as const;

/** Frontmatter of content/guide/<nn>-<id>.mdx: one section of the Complete Game Guide (/guide). */
export const guideSectionFrontmatterSchema = z.object({
  /** Anchor on /guide, e.g. "getting-started". */
  id: slugSchema,
  title: textSchema,
  icon: z.enum(GUIDE_ICONS),
  order: z.number().int().min(0),
  /** Wiki pages that cover this topic; listed under the section (the only content of sections not written yet). */
  coveredBy: z.array(slugSchema).default([]),
});
export type GuideSectionFrontmatter = z.infer<typeof guideSectionFrontmatterSchema>;
