import { ONLINE_METHODS, keyHint } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clients, paymentAccounts } from '../../db/schema/index.ts';
import { sealSecret } from '../../modules/xero/secret-box.ts';
import { FAKE_WEBHOOK_SECRET, StripeFake } from './stripe-fake.ts';

/** The demo operator's key with the stand-in (any sk_test_ key works there). */
export const DEMO_STRIPE_KEY = 'sk_test_clubspace_demo_4242';

/**
 * The demo runs against the Stripe stand-in by default (STRIPE_API_URL unset outside production): it listens on a free
 * port beside the server, its webhooks go to this server signed with FAKE_WEBHOOK_SECRET, a Direct Debit settles after
 * a few seconds, and config.stripeApiUrl points stripe-node at it.
 */
export async function startDemoStripe(config: Config, apiPort: number) {
  const fake = await new StripeFake({
    apiUrl: `http://127.0.0.1:${apiPort}`,
    defaultWebhookSecret: FAKE_WEBHOOK_SECRET,
    settleAfterMs: 5_000,
  }).start();
  config.stripeApiUrl = fake.url;
  return fake;
}

/** A freshly seeded demo operator is connected to the stand-in, so a newcomer can click Pay at once. */
export async function connectDemoOperator(db: Db, config: Config) {
  const [demo] = await db.select({ id: clients.id }).from(clients).where(eq(clients.slug, 'demo')).limit(1);
  if (!demo || !config.secretKey) return;
  await db
    .insert(paymentAccounts)
    .values({
      clientId: demo.id,
      secretKeyEncrypted: sealSecret(config.secretKey, DEMO_STRIPE_KEY, `stripe:${demo.id}`),
      webhookSecretEncrypted: sealSecret(config.secretKey, FAKE_WEBHOOK_SECRET, `stripe-webhook:${demo.id}`),
      keyHint: keyHint(DEMO_STRIPE_KEY),
      accountName: 'Test account (local stand-in)',
      methods: [...ONLINE_METHODS],
    })
    .onConflictDoNothing();
}
