import { z } from 'zod';
import { slugSchema, textSchema } from './common';

/** What readers call one record of a kind and several (record page titles, search results, breadcrumbs, share cards). */
export const kindNameSchema = z.object({ one: textSchema, other: textSchema }).strict();

/** content/kind-names.json: the names of every record kind, keyed by the kind's id (its route, e.g. "bosses"). */
export const kindNamesSchema = z.record(slugSchema, kindNameSchema);
