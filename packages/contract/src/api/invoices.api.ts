import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import {
  invoiceAction,
  invoiceActionResult,
  invoiceCreate,
  invoiceDataCreate,
  invoiceDataItem,
  invoiceDataListQuery,
  invoiceDetail,
  invoiceItem,
  invoiceLineCreate,
  invoiceLineItem,
  invoiceLineUpdate,
  invoiceListQuery,
  invoiceUpdate,
} from '../invoices.ts';
import { del, get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Invoices: the list, the invoice and its lines, validation, and a team's invoice data. */
export const invoicesApi = {
  list: get({
    path: '/api/dashboard-invoices/',
    summary:
      'Invoices list (search name, team, payment reference; status, invoice_type, team, club; order name|status|gross_price|team|date|date_due|lines); format=csv exports',
    query: invoiceListQuery,
    response: pagedEnvelope('invoices', invoiceItem),
    produces: ['application/json', 'text/csv'],
  }),
  detail: get({ path: '/api/invoices/:slug', summary: 'An invoice with its lines (money in pounds)', params: slugParams, response: invoiceDetail }),
  create: post({
    path: '/api/invoices/',
    summary: "Create an invoice; its number is the office's invoice prefix (else INV-) and the operator's next number",
    body: invoiceCreate,
    response: invoiceItem,
    status: 201,
  }),
  update: put({
    path: '/api/invoices/:slug',
    summary: 'Update an invoice (409 when it is paid)',
    params: slugParams,
    body: invoiceUpdate,
    response: invoiceItem,
  }),
  remove: del({
    path: '/api/invoices/:slug',
    summary: 'Delete an invoice and its lines (409 when it is paid)',
    params: slugParams,
    response: z.null(),
    status: 204,
  }),
  validate: post({
    path: '/api/invoice-validate/',
    summary: 'Validate a draft invoice (name or slug): pending payment, sent today',
    body: invoiceAction,
    response: invoiceActionResult,
  }),
  createLine: post({
    path: '/api/invoice-lines/',
    summary: 'Add a line (unit_price in pounds; computed prices are the server’s) and recompute the invoice totals',
    body: invoiceLineCreate,
    response: invoiceLineItem,
    status: 201,
  }),
  updateLine: put({
    path: '/api/invoice-lines/:slug',
    summary: 'Update a line and recompute the invoice totals (409 on a paid invoice)',
    params: slugParams,
    body: invoiceLineUpdate,
    response: invoiceLineItem,
  }),
  deleteLine: del({
    path: '/api/invoice-lines/:slug',
    summary: 'Delete a line and recompute the invoice totals (409 on a paid invoice)',
    params: slugParams,
    response: z.null(),
    status: 204,
  }),
  datas: get({
    path: '/api/invoice-datas/',
    summary: "A team's active invoice data, default first (the add-invoice picker)",
    query: invoiceDataListQuery,
    response: z.array(invoiceDataItem),
  }),
  createData: post({
    path: '/api/invoice-datas/',
    summary: "Create a team's invoice data; default=true unsets the team's other defaults",
    body: invoiceDataCreate,
    response: invoiceDataItem,
    status: 201,
  }),
  cancelData: put({
    path: '/api/invoice-datas/:slug/cancel',
    summary: 'Cancel invoice data: status inactive (and no longer the default)',
    params: slugParams,
    response: invoiceDataItem,
  }),
};
