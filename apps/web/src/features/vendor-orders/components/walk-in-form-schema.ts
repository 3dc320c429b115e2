import { FILM_FORMAT_VALUES, FILM_PROCESSES } from '@filmlab/domain';
import { z } from 'zod';

const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

/** The walk-in order form: the customer and their rolls (each film, format and process). */
export const walkInSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.string().trim().pipe(z.email('must be an e-mail address')),
  rolls: z
    .array(
      z.object({
        model: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
        format: z.enum(FILM_FORMAT_VALUES),
        process: z.enum(FILM_PROCESSES),
      }),
    )
    .min(1, 'add at least one roll'),
});
export type WalkInValues = z.infer<typeof walkInSchema>;

export const emptyRoll = (): WalkInValues['rolls'][number] => ({ model: '', format: '35mm', process: 'C-41' });
