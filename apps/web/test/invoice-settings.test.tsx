import { INVOICE_SETTINGS_MESSAGES as M, PRICES_INCLUDE_VAT_LABELS, type InvoiceSettings } from '@clubspace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CataloguePrice } from '../src/components/vat-note';
import InvoicingPage from '../src/features/users/routes/invoicing-page';
import { sessionKeys } from '../src/lib/session';
import { callsTo, renderWithApp, serveApi, sessionInfo } from './members-helpers';

const SETTINGS: InvoiceSettings = {
  legal_name: 'Demo Coworking Ltd',
  vat_number: 'GB123456789',
  company_number: '01234567',
  registered_address: '1 Old Street\nLondon',
  bank_name: 'Barclays',
  account_name: 'Demo Coworking Ltd',
  sort_code: '200000',
  account_number: '55000001',
  iban: null,
  bic: null,
  payment_terms_days: 30,
  footer_text: null,
  prices_include_vat: false,
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Account → Invoicing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored settings as people write them and refuses a malformed sort code without saving', async () => {
    const api = serveApi((url, init) =>
      url.startsWith('/api/invoice-settings/') && (init?.method ?? 'GET') === 'GET' ? { body: SETTINGS } : undefined,
    );
    renderWithApp(<InvoicingPage />, '/users/invoicing', ['account']);
    expect(((await screen.findByLabelText('Sort code')) as HTMLInputElement).value).toBe('20-00-00');
    expect(field('Legal name').value).toBe('Demo Coworking Ltd');
    expect((screen.getByLabelText(PRICES_INCLUDE_VAT_LABELS.false) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(field('Sort code'), { target: { value: '12-34-5' } });
    fireEvent.change(field('BIC'), { target: { value: 'NWBKGB2L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.sortCodeInvalid)).toBeTruthy();
    expect(screen.getByText(M.ibanRequired)).toBeTruthy();
    expect(callsTo(api, 'PUT', '/api/invoice-settings/')).toHaveLength(0);
  });

  it('saves the whole form with codes squeezed and the VAT choice, and refreshes the session', async () => {
    const api = serveApi((url, init) => {
      if (!url.startsWith('/api/invoice-settings/')) return undefined;
      if (init?.method === 'PUT') return { body: { ...SETTINGS, ...JSON.parse(String(init.body)) } };
      return { body: SETTINGS };
    });
    const client = renderWithApp(<InvoicingPage />, '/users/invoicing', ['account']);
    await screen.findByLabelText('Sort code');
    fireEvent.change(field('IBAN'), { target: { value: 'gb82 west 1234 5698 7654 32' } });
    fireEvent.change(field('Payment terms (days)'), { target: { value: '14' } });
    fireEvent.click(screen.getByLabelText(PRICES_INCLUDE_VAT_LABELS.true));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, 'PUT', '/api/invoice-settings/')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(api, 'PUT', '/api/invoice-settings/')[0][1]!.body));
    expect(body).toMatchObject({
      sort_code: '200000',
      iban: 'GB82WEST12345698765432',
      bic: null,
      payment_terms_days: 14,
      prices_include_vat: true,
      footer_text: null,
    });
    await waitFor(() => expect(client.getQueryState(sessionKeys.session)?.isInvalidated).toBe(true));
  });

  it('places the server’s field messages under their fields', async () => {
    serveApi((url, init) => {
      if (!url.startsWith('/api/invoice-settings/')) return undefined;
      if (init?.method === 'PUT') return { status: 400, body: { detail: 'Invalid', errors: { vat_number: M.vatNumberInvalid } } };
      return { body: SETTINGS };
    });
    renderWithApp(<InvoicingPage />, '/users/invoicing', ['account']);
    await screen.findByLabelText('Sort code');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.vatNumberInvalid)).toBeTruthy();
  });
});

describe('catalogue price labels', () => {
  it('say "+ VAT" or "incl. VAT" after the price, from the operator’s setting', async () => {
    const client = renderWithApp(<CataloguePrice value={9.6} />, '/fandd/stock', ['fandd']);
    expect(document.body.textContent).toBe('£9.60+ VAT');
    const info = sessionInfo(['fandd']);
    client.setQueryData(sessionKeys.session, { ...info, active_client: { ...info.active_client!, prices_include_vat: true } });
    await waitFor(() => expect(document.body.textContent).toBe('£9.60incl. VAT'));
  });
});
