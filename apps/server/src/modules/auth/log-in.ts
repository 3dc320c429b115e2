import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { checkAccountPassword } from './account-password.js';
import { startSession, type ClientInfo, type SignedIn } from './session.js';

export const incorrectLogin = () =>
  new AppError('UNAUTHORIZED', 'Incorrect e-mail or password', ['email: or password is incorrect']);

/** E-mail and password in, a new session out (limits in account-password.ts). */
export async function logIn(
  options: Pick<Deps, 'db' | 'sessions' | 'config'> & {
    input: { email: string; password: string };
    client: ClientInfo;
  },
): Promise<SignedIn> {
  const { db, sessions, config, input, client } = options;
  const user = await checkAccountPassword({ db, config, ...input, ip: client.ip, field: 'email' });
  if (!user) throw incorrectLogin();
  return startSession({ db, sessions, user, client });
}
