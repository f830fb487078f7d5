import Stripe from 'stripe';
import type { Config } from '../../config.ts';

/** stripe-node's connection options for the configured API: Stripe itself, or a local stand-in by host/port/protocol. */
export function stripeHostOptions(config: Config): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const raw = config.stripeApiUrl && config.stripeApiUrl !== 'fake' ? config.stripeApiUrl : 'https://api.stripe.com';
  const url = new URL(raw);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** A client for one operator's secret key (a short timeout and one retry: a member waits on Pay). */
export function stripeFor(config: Config, secretKey: string): Stripe {
  return new Stripe(secretKey, { ...stripeHostOptions(config), timeout: 15_000, maxNetworkRetries: 1, appInfo: { name: 'Clubspace' } });
}

/** The webhook helpers need no key: constructEvent verifies with the signing secret it is given. */
export const stripeWebhooks = new Stripe('sk_unused_for_webhooks').webhooks;
