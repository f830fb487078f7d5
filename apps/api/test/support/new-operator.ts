import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox } from '../../src/db/schema/index.ts';
import { bearer, login, type useTestApp } from './test-app.ts';

/** A brand-new operator, signed up, validated and onboarded through the API as a customer would (issue 24). */
export async function signUpOperator(t: ReturnType<typeof useTestApp>, tag: string) {
  const signup = {
    email: `owner@${tag}.example`,
    password: 'Fresh1234!',
    first_name: 'Fay',
    last_name: 'Fresh',
    company: `${tag} Co`,
    workspace: `${tag} Co`,
  };
  const created = await t.app.inject({ method: 'POST', url: '/api/client-signup/', payload: signup });
  expect(created.statusCode, created.body).toBe(201);
  const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, signup.email)).orderBy(desc(emailOutbox.id)).limit(1);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/validate-email/', payload: { token: mail.link!.split('/validate/')[1] } })).statusCode,
  ).toBe(200);
  const first = await login(t.app, signup);
  const plans = (await t.app.inject({ method: 'GET', url: '/api/client-plan-type/?type=private', headers: bearer(first.access) })).json();
  const done = await t.app.inject({
    method: 'PUT',
    url: '/api/client/',
    headers: bearer(first.access),
    payload: { role: 'private', club: `${tag} Central`, visibility: 'protected', email: `hello@${tag}.example`, employees: 3, plan: plans[0].slug },
  });
  expect(done.statusCode, done.body).toBe(200);
  return { ...signup, office: `${tag} Central`, access: (await login(t.app, signup)).access };
}

/** The body of POST /api/resources/ for a new operator's desk or room (catalogue prices, a place on the plan). */
export function newResourceBody(name: string, resourceType: string, place: { office: string; floor: string; workArea: string }, over: object = {}) {
  return {
    name,
    identifier: name.toUpperCase().replace(/\s/g, '-'),
    resource_type: resourceType,
    status: 'active',
    capacity: resourceType === 'desk' ? 1 : 6,
    office: place.office,
    floor: place.floor,
    work_area: place.workArea,
    x: 40,
    y: 40,
    price_hour: 5,
    price_day: 30,
    price_month: 300,
    price_credits_hour: 1,
    price_credits_day: 5,
    price_credits_month: 50,
    no_member_price_hour: 6,
    no_member_price_day: 35,
    no_member_price_month: 350,
    no_member_price_credits_hour: 2,
    no_member_price_credits_day: 6,
    no_member_price_credits_month: 60,
    ...over,
  };
}

/** Staff calls as a new operator's owner: `staff` answers the response, `created` expects the status and answers the JSON. */
export function operatorCalls(t: ReturnType<typeof useTestApp>, access: string) {
  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(access), payload: payload as object });
  const created = async (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST', status = 201) => {
    const res = await staff(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json();
  };
  return { staff, created };
}
