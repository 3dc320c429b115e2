import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './demo.js';

/** The mail the outbox holds for `to`, newest first, read as the demo admin. */
export async function outboxMail(
  request: APIRequestContext,
  to: string,
): Promise<Array<{ subject: string; text: string }>> {
  const token = await apiToken(request, 'admin@demo.test');
  const res = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { emails: Array<{ subject: string; text: string }> };
  return body.emails;
}

/** The subjects of the mail the outbox holds for `to`. */
export async function outboxSubjects(request: APIRequestContext, to: string): Promise<string[]> {
  return (await outboxMail(request, to)).map((mail) => mail.subject);
}
