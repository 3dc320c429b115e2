import type { User } from '@filmlab/api';

/** A header or menu link; `children` makes it a group such as Print. */
export interface NavLink {
  label: string;
  to: string;
  /** Opens in a new tab (spec 2.5: Become A Member, Join). */
  newTab?: boolean;
  /** Current only on exactly this path (a user's home is a prefix of all their pages). */
  end?: boolean;
  children?: NavLink[];
}

type NavUser = Pick<User, 'id' | 'role' | 'firstOrderCreated'>;

const FAQ: NavLink = { label: 'FAQs', to: '/frequently-asked-questions' };
const ABOUT: NavLink = { label: 'About', to: '/about' };
const PRICING: NavLink = { label: 'Pricing', to: '/pricing' };
const MEMBERSHIP: NavLink = { label: 'Membership', to: '/memberships/purchase' };
const SHOP: NavLink = { label: 'Shop', to: '/collections' };

/** The public header's links (spec 2.5). */
export const PUBLIC_HEADER_LINKS: readonly NavLink[] = [
  ABOUT,
  PRICING,
  { label: 'Membership', to: '/memberships' },
  SHOP,
  { label: 'FAQS', to: '/frequently-asked-questions' },
];

/** `/users/{id}`, or `/admin/users/{id}` on admin paths. */
export function userBasePath(userId: number | string, adminPath = false): string {
  return `${adminPath ? '/admin' : ''}/users/${userId}`;
}

/** Admins see the customer navigation even without a first order (spec 2.5). */
export function seesCustomerNav(user: NavUser | undefined): boolean {
  return Boolean(user && (user.firstOrderCreated || user.role === 'ADMIN'));
}

function printLinks(base: string): NavLink {
  return {
    label: 'Print',
    to: `${base}/small-print-orders`,
    children: [
      { label: '4x6 Prints', to: `${base}/small-print-orders` },
      { label: 'Large Format Prints', to: `${base}/print-orders/new/selector` },
    ],
  };
}

/**
 * The full-screen mobile menu's links by user state (spec 2.5): a customer with a first order
 * (or an admin), a customer without one, or a visitor. Admins' two print links carry /admin.
 */
export function mobileMenuLinks(user: NavUser | undefined): NavLink[] {
  if (user && seesCustomerNav(user)) {
    const base = userBasePath(user.id);
    return [
      { label: 'Rolls', to: base, end: true },
      { label: 'Orders', to: `${base}/orders` },
      SHOP,
      printLinks(userBasePath(user.id, user.role === 'ADMIN')),
      FAQ,
    ];
  }
  if (user) return [ABOUT, SHOP, FAQ, MEMBERSHIP];
  return [ABOUT, PRICING, MEMBERSHIP, SHOP, FAQ];
}

/**
 * The logged-in header's links (spec 2.5). `userId` is the person whose pages these are (on admin
 * paths, the customer being viewed); `adminPath` adds the /admin prefix.
 */
export function userHeaderLinks(viewer: NavUser, userId: number | string, adminPath: boolean): NavLink[] {
  if (!seesCustomerNav(viewer) && !adminPath) {
    return [{ label: 'Membership', to: '/memberships' }, { label: 'FAQ', to: '/frequently-asked-questions' }, SHOP];
  }
  const base = userBasePath(userId, adminPath);
  return [{ label: 'Rolls', to: base, end: true }, { label: 'Orders', to: `${base}/orders` }, SHOP, printLinks(base)];
}

/** New Order: the roll picker, or onboarding before the first order (spec 2.5). */
export function newOrderPath(user: NavUser, userId: number | string = user.id, adminPath = false): string {
  if (!adminPath && !user.firstOrderCreated) return '/onboarding/rolls';
  return `${userBasePath(userId, adminPath)}/orders/new/rolls`;
}

/** A shop collection as the shop header links it. */
export interface ShopCollectionLink {
  name: string;
  /** /collections/{slug}: the name lowercased, spaces as hyphens (spec 2.5). */
  slug: string;
  orderIndex: number;
  /** Hidden from people who are not logged in (spec 2.5). */
  private: boolean;
}

/**
 * The shop header's links (spec 2.5, shop layout): Rolls, Orders and Printing when logged in;
 * Become A Member (new tab) unless an active member; Shop All Collections with a sub-link per
 * active collection by orderIndex, private ones only for logged-in people.
 */
export function shopHeaderLinks(
  user: NavUser | undefined,
  isMember: boolean,
  collections: readonly ShopCollectionLink[] = [],
  isLoggedIn: boolean = Boolean(user),
): NavLink[] {
  const links: NavLink[] = [];
  if (user) {
    const base = userBasePath(user.id);
    links.push(
      { label: 'Rolls', to: base, end: true },
      { label: 'Orders', to: `${base}/orders` },
      { label: 'Printing', to: `${base}/print-orders/new/selector` },
    );
  }
  if (!isMember) links.push({ label: 'Become A Member', to: '/memberships/purchase', newTab: true });
  const shown = collections
    .filter((collection) => isLoggedIn || !collection.private)
    .sort((a, b) => a.orderIndex - b.orderIndex);
  const all: NavLink = { label: 'Shop All Collections', to: '/collections' };
  if (shown.length === 0) links.push(all);
  else
    links.push({
      ...all,
      children: [
        { label: 'All Collections', to: '/collections' },
        ...shown.map((collection) => ({ label: collection.name, to: `/collections/${collection.slug}` })),
      ],
    });
  return links;
}
