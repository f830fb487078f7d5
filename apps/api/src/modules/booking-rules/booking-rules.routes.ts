import { BOOKING_TYPES, bookingRulesInput, bookingRulesOverview } from '@clubspace/contract';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { errorResponses, slugParams } from '../../lib/schemas.ts';
import { staffCtx } from '../../plugins/context.plugin.ts';
import { getRulesOverview, putResourceRules, putTypeRules, removeResourceRules } from './booking-rules.service.ts';

/** The rules screen is a tab of the space area next to the resources it governs. */
const SECTIONS = ['space', 'resources'] as const;
const TAGS = ['booking-rules'];
const resourceSamples = { params: { slug: { table: 'resources' } }, body: { max_days_ahead: 30 } };
/** PUT /api/booking-rules/: the type travels in the body, so no operator's ids are in the path. */
const typeRulesBody = z.looseObject({ resource_type: z.enum(BOOKING_TYPES, { error: 'Resource type is required' }) });

export async function bookingRulesRoutes(app: App) {
  const { db } = app;

  app.get('/api/booking-rules/', {
    config: { sections: [...SECTIONS] },
    schema: {
      tags: TAGS,
      summary: 'Booking rules of every booking type (configured or not) and the resources with their own rules',
      response: { 200: bookingRulesOverview, ...errorResponses },
    },
    handler: async (request) => getRulesOverview(db, staffCtx(request)),
  });

  app.put('/api/booking-rules/', {
    config: { sections: [...SECTIONS], samples: { body: { resource_type: 'meeting_room', max_days_ahead: 60 } } },
    schema: {
      tags: TAGS,
      summary: "Save a booking type's rules: {resource_type, …rules}; empty limits mean none",
      body: typeRulesBody,
      response: { 200: bookingRulesOverview, ...errorResponses },
    },
    handler: async (request) => {
      const { resource_type, ...rules } = request.body;
      return putTypeRules(db, staffCtx(request), resource_type, rules);
    },
  });

  app.put('/api/booking-rules/resources/:slug', {
    config: { sections: [...SECTIONS], samples: resourceSamples },
    schema: {
      tags: TAGS,
      summary: "Save a resource's own rules, which replace its type's for that resource",
      params: slugParams,
      body: bookingRulesInput,
      response: { 200: bookingRulesOverview, ...errorResponses },
    },
    handler: async (request) => putResourceRules(db, staffCtx(request), request.params.slug, request.body),
  });

  app.delete('/api/booking-rules/resources/:slug', {
    config: { sections: [...SECTIONS], samples: { params: resourceSamples.params } },
    schema: {
      tags: TAGS,
      summary: "Remove a resource's own rules: its type's apply again",
      params: slugParams,
      response: { 200: bookingRulesOverview, ...errorResponses },
    },
    handler: async (request) => removeResourceRules(db, staffCtx(request), request.params.slug),
  });
}
