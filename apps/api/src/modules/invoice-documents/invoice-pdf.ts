import {
  formatDate,
  formatIban,
  formatPence,
  formatSortCode,
  invoiceDocumentTitle,
  lineTotals,
  vatByRate,
  type LineAmounts,
} from '@clubspace/contract';
import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The invoice PDF (A4) with pdfmake on the server. Only the standard 14 PDF fonts are used (pdfkit ships their
 * metrics), so no font file is read; both resource policies deny: no URL is ever fetched and no local path is ever
 * opened because of data in the document. The only names the local policy lets through are the four Helvetica font
 * names, which pdfkit resolves internally (they are not paths). The logo can only arrive as a data: URL we built.
 */
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONT_NAMES = new Set(Object.values(HELVETICA));

pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));

/** A line's amounts (a VAT-inclusive line keeps its gross: money.ts LineAmounts) and its name. */
export interface InvoicePdfLine extends LineAmounts {
  name: string;
}

/** How to pay (invoice settings); empty parts are left out. */
export interface InvoicePdfPayment {
  bankName: string | null;
  accountName: string | null;
  sortCode: string | null;
  accountNumber: string | null;
  iban: string | null;
  bic: string | null;
  termsDays: number | null;
}

/** Everything the PDF shows; the repo (invoice-document.repo.ts) assembles it within the caller's tenant scope. */
export interface InvoicePdfData {
  /** The supplier: its legal name (else the operator's name), registered address (else the office's), VAT and company numbers. */
  operator: {
    name: string;
    addressLines: string[];
    contactLines: string[];
    logoDataUrl: string | null;
    vatNumber?: string | null;
    companyNumber?: string | null;
  };
  billTo: string[];
  invoice: {
    name: string;
    date: string;
    dateDue: string | null;
    paymentReference: string | null;
    description: string | null;
    statusLabel: string;
    kind?: string;
  };
  lines: InvoicePdfLine[];
  totals: { netPence: number; vatPence: number; grossPence: number };
  payment?: InvoicePdfPayment | null;
  footerText?: string | null;
}

/** dd-MM-yyyy of a calendar day (local noon, so no zone can move it to another day). */
const day = (iso: string) => formatDate(`${iso.slice(0, 10)}T12:00:00`);

const muted = '#555555';
const rule = '#DDDDDD';
/** Lines of an address or a block of details: a little air, so they do not touch. */
const LINE_HEIGHT = 1.3;

function header(d: InvoicePdfData): Content {
  const logo: Content = d.operator.logoDataUrl ? { image: 'logo', fit: [150, 60] } : { text: d.operator.name, style: 'brand' };
  return {
    columns: [
      { width: '*', stack: [logo] },
      {
        width: 'auto',
        lineHeight: LINE_HEIGHT,
        stack: [
          { text: d.operator.name, bold: true, alignment: 'right' },
          ...d.operator.addressLines.map((text) => ({ text, alignment: 'right' as const, color: muted })),
          ...d.operator.contactLines.map((text) => ({ text, alignment: 'right' as const, color: muted })),
          ...(d.operator.vatNumber ? [{ text: `VAT Reg. No. ${d.operator.vatNumber}`, alignment: 'right' as const }] : []),
          ...(d.operator.companyNumber ? [{ text: `Company No. ${d.operator.companyNumber}`, alignment: 'right' as const, color: muted }] : []),
        ],
      },
    ],
    margin: [0, 0, 0, 24],
  };
}

function facts(d: InvoicePdfData): Content {
  const row = (label: string, value: string) => [
    { text: label, color: muted },
    { text: value, alignment: 'right' as const },
  ];
  return {
    columns: [
      {
        width: '*',
        lineHeight: LINE_HEIGHT,
        stack: [{ text: 'Bill to', style: 'label' }, ...(d.billTo.length ? d.billTo.map((text, i) => ({ text, bold: i === 0 })) : [{ text: '—' }])],
      },
      {
        width: 220,
        stack: [
          { text: invoiceDocumentTitle(d.invoice.kind ?? 'invoice', d.totals.vatPence), style: 'title', alignment: 'right' },
          {
            layout: 'noBorders',
            table: {
              widths: ['*', 'auto'],
              body: [
                row('Invoice number', d.invoice.name),
                row('Invoice date', day(d.invoice.date)),
                // The tax point is the issue date (the invoice's date): no earlier supply date is recorded apart.
                row('Tax point', day(d.invoice.date)),
                row('Due date', d.invoice.dateDue ? day(d.invoice.dateDue) : '—'),
                row('Payment reference', d.invoice.paymentReference || '—'),
                row('Status', d.invoice.statusLabel),
              ],
            },
          },
        ],
      },
    ],
    margin: [0, 0, 0, 20],
  };
}

function linesTable(d: InvoicePdfData): Content {
  const head = ['Description', 'Units', 'Unit price', 'VAT %', 'Net'].map((text, i) => ({
    text,
    style: 'th',
    alignment: i === 0 ? ('left' as const) : ('right' as const),
  }));
  const body = d.lines.map((l) => [
    { text: l.name },
    { text: String(l.units), alignment: 'right' as const },
    { text: formatPence(l.unitPricePence), alignment: 'right' as const },
    { text: `${l.vatPercent}%`, alignment: 'right' as const },
    { text: formatPence(lineTotals(l).net), alignment: 'right' as const },
  ]);
  if (!body.length) body.push([{ text: 'No lines', alignment: 'left' }, { text: '' }, { text: '' }, { text: '' }, { text: '' }] as never);
  return {
    table: { headerRows: 1, widths: ['*', 40, 70, 40, 70], body: [head, ...body] },
    layout: {
      hLineColor: () => rule,
      vLineWidth: () => 0,
      hLineWidth: (i: number) => (i === 1 ? 1 : 0.5),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 0, 0, 16],
  };
}

function totals(d: InvoicePdfData): Content {
  const rates = vatByRate(d.lines);
  const row = (label: string, value: string, bold = false) => [
    { text: label, bold, color: bold ? undefined : muted },
    { text: value, bold, alignment: 'right' as const },
  ];
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 260,
        layout: 'noBorders',
        table: {
          widths: ['*', 'auto'],
          body: [
            row('Subtotal', formatPence(d.totals.netPence)),
            ...rates.map((r) => row(`VAT ${r.rate}% on ${formatPence(r.net)}`, formatPence(r.vat))),
            row('Total VAT', formatPence(d.totals.vatPence)),
            row('TOTAL', formatPence(d.totals.grossPence), true),
          ],
        },
      },
    ],
  };
}

/** The bank details to pay into, each part only when set. */
export function paymentLines(p: InvoicePdfPayment | null | undefined): string[] {
  if (!p) return [];
  const uk = [p.sortCode ? `Sort code ${formatSortCode(p.sortCode)}` : null, p.accountNumber ? `Account number ${p.accountNumber}` : null]
    .filter(Boolean)
    .join('   ');
  return [
    p.bankName ? `Bank: ${p.bankName}` : null,
    p.accountName ? `Account name: ${p.accountName}` : null,
    uk || null,
    p.iban ? `IBAN ${formatIban(p.iban)}` : null,
    p.bic ? `BIC ${p.bic}` : null,
  ].filter((v): v is string => !!v);
}

function footer(d: InvoicePdfData): Content {
  const parts = [
    d.invoice.dateDue ? `Please pay by ${day(d.invoice.dateDue)}` : 'Please pay on receipt',
    d.invoice.paymentReference ? `quoting the payment reference ${d.invoice.paymentReference}.` : 'quoting the invoice number.',
  ];
  const bank = paymentLines(d.payment);
  const terms =
    d.payment?.termsDays !== null && d.payment?.termsDays !== undefined
      ? `Payment terms: ${d.payment.termsDays === 0 ? 'due on receipt' : `${d.payment.termsDays} days`}`
      : null;
  const gap = (bottom: number) => [0, 0, 0, bottom] as [number, number, number, number];
  return {
    stack: [
      ...(d.invoice.description ? [{ text: d.invoice.description, margin: gap(8) }] : []),
      ...(bank.length || terms
        ? [
            {
              stack: [{ text: 'Payment details', style: 'label' }, ...bank.map((text) => ({ text })), ...(terms ? [{ text: terms }] : [])],
              lineHeight: LINE_HEIGHT,
              margin: gap(8),
            },
          ]
        : []),
      { text: parts.join(', '), color: muted },
      ...(d.footerText
        ? [{ text: d.footerText, color: muted, fontSize: 8, lineHeight: LINE_HEIGHT, margin: [0, 12, 0, 0] as [number, number, number, number] }]
        : []),
    ],
    margin: [0, 24, 0, 0],
  };
}

export function invoiceDocDefinition(d: InvoicePdfData): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: `${invoiceDocumentTitle(d.invoice.kind ?? 'invoice', d.totals.vatPence)} ${d.invoice.name}`, author: d.operator.name },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: {
      brand: { fontSize: 18, bold: true },
      title: { fontSize: 20, bold: true, margin: [0, 0, 0, 6] },
      label: { fontSize: 9, bold: true, color: muted, margin: [0, 0, 0, 2] },
      th: { bold: true, fontSize: 9, color: muted },
    },
    images: d.operator.logoDataUrl ? { logo: d.operator.logoDataUrl } : {},
    content: [header(d), facts(d), linesTable(d), totals(d), footer(d)],
    footer: (page: number, pages: number) => ({
      text: `${d.invoice.name} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: muted,
    }),
  };
}

/** Renders the PDF; a logo pdfkit cannot read is left out rather than failing the invoice. */
export async function renderInvoicePdf(d: InvoicePdfData): Promise<Buffer> {
  try {
    return await pdfmake.createPdf(invoiceDocDefinition(d)).getBuffer();
  } catch (err) {
    if (!d.operator.logoDataUrl) throw err;
    return pdfmake.createPdf(invoiceDocDefinition({ ...d, operator: { ...d.operator, logoDataUrl: null } })).getBuffer();
  }
}
