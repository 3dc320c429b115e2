import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { welcomeLater } from '../receipts/welcome-later.js';
import {
  createAccount,
  findAccountByEmail,
  findAccountByProvider,
  isDuplicateError,
  linkProviderIdentity,
  type UserRow,
} from '../users/service.js';
import type { IdentityProvider, ProviderIdentity, VerifyIdentity } from './identity-providers.js';
import { startSession, type ClientInfo, type SignedIn } from './session.js';

const subjectColumn = { google: 'googleSubject', facebook: 'facebookSubject' } as const;

async function findOrCreateUser(
  db: Deps['db'],
  provider: IdentityProvider,
  identity: ProviderIdentity,
): Promise<UserRow> {
  const known = await findAccountByProvider(db, provider, identity.subject);
  if (known) return known;

  if (!identity.email) {
    throw new AppError('BAD_REQUEST', 'We need your e-mail address to make your account. Please allow access to it.', [
      'token: carries no e-mail address',
    ]);
  }
  const column = subjectColumn[provider];
  const sameEmail = await findAccountByEmail(db, identity.email);
  if (sameEmail) {
    // Linking on an address the provider has not confirmed would let anyone claim someone's account.
    if (!identity.emailVerified || sameEmail[column]) {
      throw new AppError('CONFLICT', 'This e-mail is already registered. Please log in with your password.', [
        'email: is already registered',
      ]);
    }
    return linkProviderIdentity(db, sameEmail.id, provider, identity.subject);
  }
  try {
    const made = await createAccount(db, {
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      role: 'CUSTOMER',
      [column]: identity.subject,
    });
    // A new account is welcomed however it was made; signing in again, or linking, welcomes no one.
    await welcomeLater(db, made.id);
    return made;
  } catch (error) {
    // The same person signing in twice at once: the other request made the account.
    const raced = isDuplicateError(error) ? await findAccountByProvider(db, provider, identity.subject) : undefined;
    if (raced) return raced;
    throw error;
  }
}

/** Logs in, links or signs up with a Google or Facebook ID token. */
export async function signInWithProvider(
  options: Pick<Deps, 'db' | 'sessions'> & {
    verifyIdentity: VerifyIdentity;
    provider: IdentityProvider;
    token: string;
    client: ClientInfo;
  },
): Promise<SignedIn> {
  const { db, sessions, client } = options;
  const identity = await options.verifyIdentity(options.provider, options.token);
  const user = await findOrCreateUser(db, options.provider, identity);
  return startSession({ db, sessions, user, client });
}
