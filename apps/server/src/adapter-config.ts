// The settings of the swappable services (DESIGN.md, adapters): which provider each uses, and that
// provider's keys, read by loadConfig (config.ts). Each local default needs nothing.
import { phoneToE164 } from '@filmlab/domain';
import { httpUrl, int, providerChoice } from './config-values.js';

export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      /** The sending number in E.164 form, or a Messaging Service SID (MG...). */
      from: string;
      /** https://api.twilio.com/, or a local stand-in in tests. */
      apiUrl: string;
      timeoutMs: number;
    };

export function smsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  if (providerChoice('SMS_PROVIDER', env.SMS_PROVIDER, ['outbox', 'twilio']) === 'outbox')
    return { provider: 'outbox' };
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.TWILIO_FROM?.trim();
  if (!accountSid) throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID');
  if (!/^AC[0-9a-f]{32}$/i.test(accountSid)) {
    throw new Error('TWILIO_ACCOUNT_SID must be AC and 32 hexadecimal characters (the Twilio console shows it)');
  }
  if (!authToken) throw new Error('SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN');
  if (!from) throw new Error('SMS_PROVIDER=twilio needs TWILIO_FROM');
  const messagingService = /^MG[0-9a-f]{32}$/i.test(from);
  const number = messagingService ? null : phoneToE164(from);
  if (!messagingService && !number) {
    throw new Error(
      `TWILIO_FROM must be the sending phone number (+ and the country code) or a Messaging Service SID (MG...), got "${from}"`,
    );
  }
  return {
    provider: 'twilio',
    accountSid,
    authToken,
    from: messagingService ? from : number!,
    apiUrl: httpUrl('TWILIO_API_URL', env.TWILIO_API_URL) ?? 'https://api.twilio.com/',
    timeoutMs: Math.max(1_000, int('TWILIO_TIMEOUT_MS', env.TWILIO_TIMEOUT_MS, 5_000)),
  };
}

export type ShippingConfig =
  | { provider: 'local' }
  | {
      provider: 'easypost';
      apiKey: string;
      baseUrl: string;
      timeoutMs: number;
      /** The secret of the EasyPost webhook (its X-Hmac-Signature); unset: tracking events are refused. */
      webhookSecret: string | null;
    };

export function shippingConfig(env: NodeJS.ProcessEnv): ShippingConfig {
  if (providerChoice('SHIPPING_PROVIDER', env.SHIPPING_PROVIDER, ['local', 'easypost']) === 'local') {
    return { provider: 'local' };
  }
  const apiKey = env.EASYPOST_API_KEY?.trim();
  if (!apiKey) throw new Error('SHIPPING_PROVIDER=easypost needs EASYPOST_API_KEY');
  return {
    provider: 'easypost',
    apiKey,
    baseUrl: httpUrl('EASYPOST_API_URL', env.EASYPOST_API_URL) ?? 'https://api.easypost.com/v2/',
    timeoutMs: Math.max(1_000, int('EASYPOST_TIMEOUT_MS', env.EASYPOST_TIMEOUT_MS, 30_000)),
    webhookSecret: env.EASYPOST_WEBHOOK_SECRET?.trim() || null,
  };
}

export type PlacesConfig =
  | { provider: 'local' }
  | { provider: 'google'; apiKey: string; baseUrl: string; timeoutMs: number }
  | { provider: 'nominatim'; baseUrl: string; timeoutMs: number };

export function placesConfig(env: NodeJS.ProcessEnv): PlacesConfig {
  const timeoutMs = Math.max(100, int('PLACES_TIMEOUT_MS', env.PLACES_TIMEOUT_MS, 3_000));
  const provider = providerChoice('PLACES_PROVIDER', env.PLACES_PROVIDER, ['local', 'google', 'nominatim']);
  if (provider === 'local') return { provider: 'local' };
  if (provider === 'google') {
    const apiKey = env.GOOGLE_PLACES_API_KEY?.trim();
    if (!apiKey) throw new Error('PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY');
    const baseUrl = httpUrl('GOOGLE_PLACES_API_URL', env.GOOGLE_PLACES_API_URL) ?? 'https://places.googleapis.com/';
    return { provider: 'google', apiKey, baseUrl, timeoutMs };
  }
  const baseUrl = httpUrl('NOMINATIM_URL', env.NOMINATIM_URL);
  if (!baseUrl) throw new Error('PLACES_PROVIDER=nominatim needs NOMINATIM_URL');
  return { provider: 'nominatim', baseUrl, timeoutMs };
}

export type PaymentsConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      publishableKey: string | null;
      /** Another API origin for the SDK (a local stand-in in tests); unset: Stripe's own. */
      apiUrl: string | undefined;
    };

export function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  if (providerChoice('PAYMENTS_PROVIDER', env.PAYMENTS_PROVIDER, ['local', 'stripe']) === 'local') {
    return { provider: 'local' };
  }
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  if (!webhookSecret) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET');
  return {
    provider: 'stripe',
    secretKey,
    webhookSecret,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null,
    apiUrl: httpUrl('STRIPE_API_URL', env.STRIPE_API_URL),
  };
}
