/**
 * Query keys shared across features, so one feature can refresh data another shows without
 * importing it (features never import each other).
 */
export const queryKeys = {
  currentUser: ['session', 'current-user'] as const,
  user: (userId: number | string) => ['users', String(userId)] as const,
  addresses: (userId: number | string) => ['users', String(userId), 'addresses'] as const,
  preferences: (userId: number | string) => ['users', String(userId), 'preferences'] as const,
};
