import { passwordProblems } from '@filmlab/domain';
import { AppError } from '../../errors.js';

/** The password rules live in @filmlab/domain; this turns their problems into a 400 naming the field. */
export function assertPasswordAcceptable(password: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new AppError('BAD_REQUEST', 'Please choose a stronger password', problems);
}
