/** The stand-in's hosted page for Checkout in setup mode: the method to save, and what it will do when charged later. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const METHOD_LABEL: Record<string, string> = { card: 'Card (Visa)', bacs_debit: 'BACS Direct Debit' };
const LATER_LABEL: Record<string, string> = {
  succeed: 'Succeed',
  fail: 'Fail (card_declined)',
  requires_action: 'Requires action (authentication_required)',
};

export function setupPage(s: { id: string; description: string; methods: string[]; status: string }): string {
  const methods = s.methods
    .map((m, i) => `<label><input type="radio" name="method" value="${esc(m)}"${i === 0 ? ' checked' : ''}> ${esc(METHOD_LABEL[m] ?? m)}</label>`)
    .join('<br>');
  const later = Object.entries(LATER_LABEL)
    .map(([v, label], i) => `<label><input type="radio" name="later" value="${v}"${i === 0 ? ' checked' : ''}> ${esc(label)}</label>`)
    .join('<br>');
  const body =
    s.status !== 'open'
      ? `<p>This checkout session is ${esc(s.status)}.</p>`
      : `<form method="post" action="/checkout/${esc(s.id)}/complete">
  <fieldset><legend>Payment method</legend>${methods}</fieldset>
  <fieldset><legend>When charged later (off-session)</legend>${later}</fieldset>
  <p><button type="submit">Save payment method</button></p>
</form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Save a payment method — Stripe test stand-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{margin:.25rem;padding:.5rem 1rem}fieldset{margin:1rem 0}</style>
</head><body><p><small>Local Stripe stand-in (test mode): nothing is charged.</small></p><h1>Save a payment method</h1><p>${esc(s.description)}</p>${body}</body></html>`;
}
