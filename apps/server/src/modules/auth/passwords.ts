import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/**
 * argon2id with OWASP's recommended minimum (19 MiB, t=2, p=1). @node-rs/argon2 ships a napi binary
 * per platform as an optional package: no install script, and no prebuild that crashes on load.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
