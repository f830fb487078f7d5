import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { del, get, patch, post, put } from '../endpoint.ts';
import {
  portalTicket,
  portalTicketCreate,
  portalTicketItem,
  portalTicketOptions,
  portalTicketPhoto,
  portalTicketReply,
  ticketAssignee,
  ticketCategory,
  ticketCategoryBody,
  ticketCreate,
  ticketDetail,
  ticketItem,
  ticketListQuery,
  ticketReply,
  ticketSettings,
  ticketUpdate,
} from '../tickets.ts';
import { slugParams } from './params.ts';

/** Community → Tickets (issue 28): the help desk's list, detail, conversation, categories and targets (staff). */
export const ticketsApi = {
  list: get({
    path: '/api/tickets/',
    summary:
      'Tickets (status|active, priority, category, club, assignee=slug|me|none, overdue; search subject or number; order created_at|updated_at|subject|status|priority|due); format=csv exports',
    query: ticketListQuery,
    response: pagedEnvelope('tickets', ticketItem),
    produces: ['application/json', 'text/csv'],
  }),
  detail: get({
    path: '/api/tickets/:slug',
    summary: 'A ticket with its whole conversation (internal notes included) and the statuses it may move to',
    params: slugParams,
    response: ticketDetail,
  }),
  create: post({ path: '/api/tickets/', summary: 'Raise a ticket for a member', body: ticketCreate, response: ticketDetail, status: 201 }),
  update: patch({
    path: '/api/tickets/:slug',
    summary: "Change a ticket's status (409 outside the allowed transitions), priority or assignee",
    params: slugParams,
    body: ticketUpdate,
    response: ticketDetail,
  }),
  reply: post({
    path: '/api/tickets/:slug/messages',
    summary: 'A staff reply (e-mailed to the member) or an internal note (internal: true, never shown to the member)',
    params: slugParams,
    body: ticketReply,
    response: ticketDetail,
    status: 201,
  }),
  assignees: get({
    path: '/api/ticket-assignees/',
    summary: "The operator's active staff a ticket can be assigned to",
    response: z.array(ticketAssignee),
  }),
  categories: get({
    path: '/api/ticket-categories/',
    summary: "The operator's ticket categories with their ticket counts",
    response: z.array(ticketCategory),
  }),
  createCategory: post({
    path: '/api/ticket-categories/',
    summary: 'Add a ticket category',
    body: ticketCategoryBody,
    response: ticketCategory,
    status: 201,
  }),
  renameCategory: put({
    path: '/api/ticket-categories/:slug',
    summary: 'Rename a ticket category',
    params: slugParams,
    body: ticketCategoryBody,
    response: ticketCategory,
  }),
  deleteCategory: del({
    path: '/api/ticket-categories/:slug',
    summary: 'Delete a ticket category without tickets (409 when it has some)',
    params: slugParams,
    response: z.null(),
    status: 204,
  }),
  settings: get({ path: '/api/ticket-settings/', summary: 'First-response target (working hours) and auto-close days', response: ticketSettings }),
  updateSettings: put({
    path: '/api/ticket-settings/',
    summary: 'Set the first-response target and auto-close days',
    body: ticketSettings,
    response: ticketSettings,
  }),
};

/** The member portal's help desk (issue 28): the member's own tickets, without internal notes. */
export const portalTicketsApi = {
  options: get({
    path: '/api/portal/ticket-options',
    summary: "What a member picks from when raising a ticket: the operator's categories, offices and resources",
    response: portalTicketOptions,
  }),
  list: get({ path: '/api/portal/tickets', summary: 'My tickets, newest first', response: z.array(portalTicketItem) }),
  detail: get({
    path: '/api/portal/tickets/:slug',
    summary: 'One of my tickets with its conversation (never internal notes)',
    params: slugParams,
    response: portalTicket,
  }),
  create: post({ path: '/api/portal/tickets', summary: 'Raise a ticket', body: portalTicketCreate, response: portalTicket, status: 201 }),
  reply: post({
    path: '/api/portal/tickets/:slug/messages',
    summary: 'Reply on my ticket (waiting on me → in progress, resolved → open; 409 when closed)',
    params: slugParams,
    body: portalTicketReply,
    response: portalTicket,
    status: 201,
  }),
  photo: post({
    path: '/api/portal/tickets/:slug/photo',
    summary: 'Attach a photo to my ticket (multipart: file): JPG, PNG or WebP, at most 10 MB, checked by content',
    params: slugParams,
    body: portalTicketPhoto,
    multipart: true,
    response: portalTicket,
  }),
};
