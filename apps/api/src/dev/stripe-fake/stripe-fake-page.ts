/** The hosted page stand-in: what a payer sees at the fake's /checkout/{id} (no script, plain forms). */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PageSession {
  id: string;
  amount: number;
  currency: string;
  description: string;
  methods: string[];
  status: string;
}

const METHOD_LABEL: Record<string, string> = { card: 'Card •••• 4242', bacs_debit: 'BACS Direct Debit •••• 2345' };

export function checkoutPage(s: PageSession): string {
  const money = `${s.currency.toUpperCase() === 'GBP' ? '£' : s.currency.toUpperCase() + ' '}${(s.amount / 100).toFixed(2)}`;
  const methods = s.methods
    .map((m, i) => `<label><input type="radio" name="method" value="${esc(m)}"${i === 0 ? ' checked' : ''}> ${esc(METHOD_LABEL[m] ?? m)}</label>`)
    .join('<br>');
  const body =
    s.status !== 'open'
      ? `<p>This checkout session is ${esc(s.status)}.</p>`
      : `<form method="post" action="/checkout/${esc(s.id)}/complete">
  <fieldset><legend>Payment method</legend>${methods}</fieldset>
  <p>
    <button name="outcome" value="succeed">Succeed</button>
    <button name="outcome" value="fail">Fail</button>
    <button name="outcome" value="requires_action">Requires action</button>
  </p>
</form>`;
  return page(`Pay ${money}`, `<h1>Pay ${esc(money)}</h1><p>${esc(s.description)}</p>${body}`);
}

export function authenticationPage(id: string): string {
  return page(
    'Authenticate this payment',
    `<h1>Authenticate this payment</h1><p>Your bank asks you to confirm the payment (test stand-in for 3-D Secure).</p>
<form method="post" action="/checkout/${esc(id)}/complete"><input type="hidden" name="method" value="card">
<button name="outcome" value="succeed">Complete authentication</button> <button name="outcome" value="fail">Fail authentication</button></form>`,
  );
}

function page(title: string, main: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} — Stripe test stand-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{margin:.25rem;padding:.5rem 1rem}fieldset{margin:1rem 0}</style>
</head><body><p><small>Local Stripe stand-in (test mode): nothing is charged.</small></p>${main}</body></html>`;
}
