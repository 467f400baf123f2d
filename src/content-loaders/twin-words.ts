// Checks a twin's words against its English entry and lays them over it:
// the one step every loader takes for a translated entry.
import type { z } from 'astro/zod';
import { describeListLengthProblems, describeTwinIssues, mergeTwin } from '../lib/content/twins';

/**
 * The English entry's data with the twin's words, or an error naming the
 * twin's file (and entry, in a list) for a missing or empty word, a field
 * that is not a word, or a list of another length than English's.
 */
export function translatedData(
  english: Record<string, unknown>,
  twin: unknown,
  schema: z.ZodType,
  where: string,
): Record<string, unknown> {
  const checked = schema.safeParse(twin);
  const problems = checked.success
    ? describeListLengthProblems(english, twin)
    : describeTwinIssues(checked.error.issues);
  if (problems.length > 0) throw new Error(`${where}: ${problems.join('; ')}`);
  return mergeTwin(english, twin) as Record<string, unknown>;
}
