import { DEFAULT_TICKET_CATEGORIES, PORTAL_SETTINGS_DEFAULTS } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { signUpOperator } from './support/new-operator.ts';
import { mailedToken, portalCall, portalHeaders } from './support/portal-session.ts';
import { bearer, useTestApp } from './support/test-app.ts';

/** Issue 28 from nothing: sign up → the default categories exist → a member raises a ticket → staff answer it. */
const t = useTestApp();

describe('a brand-new operator’s help desk', () => {
  it('has the default categories, and a member’s ticket gets a staff answer', async () => {
    const op = await signUpOperator(t, 'helpop');
    const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: bearer(op.access), payload: payload as object });
    const categories = (await staff('GET', '/api/ticket-categories/')).json();
    expect(categories.map((c: { name: string }) => c.name).sort()).toEqual([...DEFAULT_TICKET_CATEGORIES].sort());
    expect((await staff('GET', '/api/staff-profile/')).json().ticket_types).toHaveLength(4);

    const team = (await staff('POST', '/api/teams/', { name: 'Helpco', invoice_name: 'Helpco Ltd' })).json();
    const member = await staff('POST', '/api/profile/', {
      first_name: 'Hal',
      last_name: 'Help',
      email: 'hal@helpop.example',
      office: 'helpop-central',
      role: 'team_member',
      team: team.slug,
    });
    expect(member.statusCode, member.body).toBe(201);
    expect((await staff('PUT', '/api/portal-settings/', { ...PORTAL_SETTINGS_DEFAULTS, enabled: true })).statusCode).toBe(200);
    expect((await staff('POST', '/api/portal-access/invite/', { members: [member.json().slug] })).statusCode).toBe(201);
    const { token, mail } = await mailedToken(t.db, 'hal@helpop.example');
    const workspace = /\/portal\/([^/]+)\/accept#/.exec(mail.link!)![1]!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/portal/auth/invitation/accept',
      headers: portalHeaders(undefined, workspace),
      payload: { token, password: 'Hal-Portal-2026' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      portalCall(t.app, accepted.json().access, method, url, payload, workspace);

    const options = (await call('GET', '/api/portal/ticket-options')).json();
    expect(options.offices.map((o: { slug: string }) => o.slug)).toEqual(['helpop-central']);
    const raised = await call('POST', '/api/portal/tickets', {
      subject: 'Heating is off',
      category: options.categories.find((c: { name: string }) => c.name === 'Facilities').slug,
      description: 'Cold in here.',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const list = (await staff('GET', '/api/tickets/')).json();
    expect(list.tickets.map((x: { subject: string; office: { slug: string } | null }) => [x.subject, x.office?.slug])).toEqual([
      ['Heating is off', 'helpop-central'],
    ]);
    const answered = await staff('POST', `/api/tickets/${raised.json().slug}/messages`, { body: 'Engineer on the way.', status: 'in_progress' });
    expect(answered.statusCode, answered.body).toBe(201);
    const seen = (await call('GET', `/api/portal/tickets/${raised.json().slug}`)).json();
    expect(seen.status).toBe('in_progress');
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual(['Engineer on the way.']);
  });
});
