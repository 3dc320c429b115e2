// Each member holds a quota of print drafts in no order (PRINT_DRAFT_QUOTA): one more is refused with
// a 429 in words, counted under a lock so requests at once cannot each take the last place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { api, customer } from '../orders/order-test-helpers.js';

describe('print draft quota', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp({ PRINT_DRAFT_QUOTA: '3' });
    call = api(t);
  });
  afterAll(() => t.close());

  const start = (who: { token: string }, i: number) =>
    call('GET', `/prints/drafts/link?name=photo-${i}.jpg`, who.token);

  it('refuses a member more drafts than the quota, even asked for at once, and not another member', async () => {
    const member = await customer(t);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => start(member, i)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: 'You have 3 print drafts not in an order yet. Order some of them before starting more.',
      errors: ['name: you have 3 print drafts not in an order yet; order some of them before starting more'],
    });
    expect((await start(await customer(t), 1)).statusCode).toBe(200);
  });
});
