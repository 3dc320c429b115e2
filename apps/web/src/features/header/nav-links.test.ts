import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/render-app';
import { mobileMenuLinks, newOrderPath, shopHeaderLinks, userHeaderLinks } from './nav-links';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('mobile menu links (spec 2.5)', () => {
  it('gives a visitor about, pricing, membership, shop and FAQs', () => {
    expect(mobileMenuLinks(undefined).map((link) => link.to)).toEqual([
      '/about',
      '/pricing',
      '/memberships/purchase',
      '/collections',
      '/frequently-asked-questions',
    ]);
  });

  it('gives a customer without a first order about, shop, FAQs and membership', () => {
    expect(mobileMenuLinks(buildUser({ firstOrderCreated: false })).map((link) => link.to)).toEqual([
      '/about',
      '/collections',
      '/frequently-asked-questions',
      '/memberships/purchase',
    ]);
  });

  it('gives a customer with a first order their rolls, orders, shop, print and FAQs', () => {
    const links = mobileMenuLinks(buildUser({ id: 7 }));
    expect(labels(links)).toEqual(['Rolls', 'Orders', 'Shop', 'Print', 'FAQs']);
    expect(links[3]?.children?.map((link) => link.to)).toEqual([
      '/users/7/small-print-orders',
      '/users/7/print-orders/new/selector',
    ]);
  });

  it('gives admins the customer navigation with /admin print links, even without a first order', () => {
    const links = mobileMenuLinks(buildUser({ id: 1, role: 'ADMIN', firstOrderCreated: false }));
    expect(labels(links)).toEqual(['Rolls', 'Orders', 'Shop', 'Print', 'FAQs']);
    expect(links[3]?.children?.map((link) => link.to)).toEqual([
      '/admin/users/1/small-print-orders',
      '/admin/users/1/print-orders/new/selector',
    ]);
  });
});

describe('account header links', () => {
  it('depend on the first order', () => {
    expect(labels(userHeaderLinks(buildUser({ firstOrderCreated: false }), 7, false))).toEqual([
      'Membership',
      'FAQ',
      'Shop',
    ]);
    expect(labels(userHeaderLinks(buildUser(), 7, false))).toEqual(['Rolls', 'Orders', 'Shop', 'Print']);
  });

  it('carry /admin on admin paths', () => {
    const links = userHeaderLinks(buildUser({ id: 1, role: 'ADMIN' }), 7, true);
    expect(links[0]?.to).toBe('/admin/users/7');
  });

  it('send New Order to onboarding before the first order', () => {
    expect(newOrderPath(buildUser({ firstOrderCreated: false }))).toBe('/onboarding/rolls');
    expect(newOrderPath(buildUser({ id: 7 }))).toBe('/users/7/orders/new/rolls');
  });
});

describe('shop header links', () => {
  it('show Become A Member (new tab) to non-members only', () => {
    expect(shopHeaderLinks(undefined, false)).toEqual([
      { label: 'Become A Member', to: '/memberships/purchase', newTab: true },
      { label: 'Shop All Collections', to: '/collections' },
    ]);
    expect(labels(shopHeaderLinks(buildUser({ id: 7 }), true))).toEqual([
      'Rolls',
      'Orders',
      'Printing',
      'Shop All Collections',
    ]);
  });

  const collections = [
    { name: 'Books and Zines', slug: 'books-and-zines', orderIndex: 3, private: false },
    { name: '35mm Film', slug: '35mm-film', orderIndex: 1, private: false },
    { name: 'Staff Picks', slug: 'staff-picks', orderIndex: 2, private: true },
  ];

  it('list each collection by orderIndex under Shop All Collections, private ones only when logged in', () => {
    const [visitorShop] = shopHeaderLinks(undefined, false, collections).slice(-1);
    expect(visitorShop?.children).toEqual([
      { label: 'All Collections', to: '/collections' },
      { label: '35mm Film', to: '/collections/35mm-film' },
      { label: 'Books and Zines', to: '/collections/books-and-zines' },
    ]);
    const [memberShop] = shopHeaderLinks(buildUser({ id: 7 }), true, collections).slice(-1);
    expect(memberShop?.children?.map((link) => link.to)).toEqual([
      '/collections',
      '/collections/35mm-film',
      '/collections/staff-picks',
      '/collections/books-and-zines',
    ]);
  });

  it('count a stored session as logged in before the user loads', () => {
    const [shop] = shopHeaderLinks(undefined, true, collections, true).slice(-1);
    expect(shop?.children).toHaveLength(4);
  });
});
