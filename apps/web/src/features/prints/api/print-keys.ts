/** Query keys of the prints pages. */
export const printKeys = {
  papers: ['prints', 'papers'] as const,
  products: (ids: string) => ['prints', 'products', ids] as const,
  draft: (draftId: string) => ['prints', 'draft', draftId] as const,
  order: (userId: number, printId: number) => ['prints', 'order', String(userId), String(printId)] as const,
  frames: (userId: number, filters: object) => ['prints', 'frames', String(userId), filters] as const,
  rolls: (userId: number) => ['prints', 'rolls', String(userId)] as const,
  tags: (userId: number) => ['prints', 'tags', String(userId)] as const,
};
