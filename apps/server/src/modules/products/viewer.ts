/**
 * Who is looking at the catalogue. Admins see every product and collection; everyone else sees
 * active products whose visibility is not NONE, and only logged-in people see private collections.
 */
export interface Viewer {
  isAdmin: boolean;
  loggedIn: boolean;
}

export const visitorViewer: Viewer = { isAdmin: false, loggedIn: false };

export function viewerOf(user: { role: string } | null): Viewer {
  return { isAdmin: user?.role === 'ADMIN', loggedIn: user !== null };
}

/** Writes are admin-only, and an admin sees what they wrote whatever its visibility. */
export const adminViewer: Viewer = { isAdmin: true, loggedIn: true };
