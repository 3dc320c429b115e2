// Written by scripts/write-route-paths.ts from routes.ts: do not edit by hand.
// The account area of the light route table (route-paths.ts).
import type { RoutePaths } from '../route-path-types.js';

export const accountPaths: Pick<
  RoutePaths,
  'auth' | 'users' | 'addresses' | 'addressSearch' | 'preferences' | 'profilePic' | 'memberships' | 'referrals'
> = {
  auth: {
    signup: { method: 'POST', path: '/auth/signup', access: 'visitor' },
    login: { method: 'POST', path: '/auth/login', access: 'visitor' },
    currentUser: { method: 'GET', path: '/auth/current-user', access: 'user' },
    googleSignIn: { method: 'POST', path: '/auth/google-signin', access: 'visitor' },
    facebookSignIn: { method: 'POST', path: '/auth/facebook-signin', access: 'visitor' },
    requestPasswordReset: { method: 'POST', path: '/auth/password-reset', access: 'visitor' },
    validateResetToken: { method: 'GET', path: '/auth/password-reset/validate-token', access: 'visitor' },
    resetPassword: { method: 'PUT', path: '/auth/password-reset/reset', access: 'visitor' },
    requestTwoFactorCode: { method: 'POST', path: '/auth/managers/request-two-factor-code', access: 'user' },
    verifyTwoFactorCode: { method: 'POST', path: '/auth/managers/verify-two-factor-code', access: 'user' },
    changePassword: { method: 'PUT', path: '/auth/password', access: 'user' },
    logout: { method: 'POST', path: '/auth/logout', access: 'user' },
    logoutEverywhere: { method: 'POST', path: '/auth/logout-everywhere', access: 'user' },
    sessions: { method: 'GET', path: '/auth/sessions', access: 'user' },
    endSession: { method: 'DELETE', path: '/auth/sessions/:sessionId', access: 'user' },
  },
  users: {
    get: { method: 'GET', path: '/users/:id', access: 'self' },
    update: { method: 'PUT', path: '/users/:id', access: 'self' },
    list: { method: 'GET', path: '/users', access: 'admin' },
    create: { method: 'POST', path: '/users', access: 'admin' },
  },
  addresses: {
    list: { method: 'GET', path: '/users/:id/address', access: 'self' },
    create: { method: 'POST', path: '/users/:id/address', access: 'self' },
    get: { method: 'GET', path: '/users/:id/address/:addressId', access: 'self' },
    update: { method: 'PUT', path: '/users/:id/address/:addressId', access: 'self' },
    delete: { method: 'DELETE', path: '/users/:id/address/:addressId', access: 'self' },
  },
  addressSearch: {
    predictions: { method: 'GET', path: '/addresses/predictions', access: 'visitor' },
    place: { method: 'GET', path: '/addresses/places/:placeId', access: 'visitor' },
    verifyAddress: { method: 'POST', path: '/addresses/verify', access: 'visitor' },
  },
  preferences: {
    list: { method: 'GET', path: '/users/:id/preferences', access: 'self' },
    set: { method: 'POST', path: '/users/:id/preferences', access: 'self' },
    update: { method: 'PUT', path: '/users/:id/preferences/:prefId', access: 'self' },
  },
  profilePic: {
    uploadLink: { method: 'GET', path: '/users/:id/profile-pic', access: 'self' },
    upload: { method: 'PUT', path: '/uploads/profile-pic/:id', access: 'visitor' },
  },
  memberships: {
    purchase: { method: 'POST', path: '/users/:id/subscriptions/:plan', access: 'self' },
    list: { method: 'GET', path: '/users/:id/subscriptions', access: 'self' },
    cancel: { method: 'PUT', path: '/users/:id/subscriptions/:subscriptionId/cancel', access: 'self' },
    resume: { method: 'PUT', path: '/users/:id/subscriptions/:subscriptionId/resume', access: 'self' },
    credits: { method: 'GET', path: '/users/:id/credits', access: 'self' },
  },
  referrals: {
    list: { method: 'GET', path: '/users/:id/referrals', access: 'self' },
    send: { method: 'GET', path: '/users/:id/send-referral', access: 'self' },
  },
};
