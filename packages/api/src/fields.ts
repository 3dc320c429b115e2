import { z } from 'zod';

/** A text field whose errors read "is required" when it is missing and "must be text" otherwise. */
export const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

/** Trimmed, non-empty text of at most `max` characters. */
export const required = (max: number) =>
  text().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
