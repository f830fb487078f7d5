import { pagedEnvelope } from '../common-schemas.ts';
import { get, post, put } from '../endpoint.ts';
import { workAreaCreate, workAreaDetail, workAreaItem, workAreaListQuery, workAreaUpdate } from '../space-work-areas.ts';
import { slugParams } from './params.ts';

/** Work areas: the list, the detail with its resources, create and update. */
export const workAreasApi = {
  list: get({
    path: '/api/dashboard-work-areas/',
    summary:
      'Work areas (10 per page; status, area_type, name, office|club, floor; order order|name|area_type|status|size|office|floor|item_price_day); format=csv exports',
    query: workAreaListQuery,
    response: pagedEnvelope('work_areas', workAreaItem),
    produces: ['application/json', 'text/csv'],
  }),
  detail: get({
    path: '/api/dashboard-work-areas/:slug',
    summary: 'Work area detail (by slug or numeric id) with its resources',
    params: slugParams,
    response: workAreaDetail,
  }),
  create: post({
    path: '/api/work-areas/',
    summary: 'Create a work area on a floor of an office',
    body: workAreaCreate,
    response: workAreaItem,
    status: 201,
  }),
  update: put({
    path: '/api/dashboard-work-areas/:slug',
    summary: 'Update a work area; moving it to another floor or office moves its resources along',
    params: slugParams,
    body: workAreaUpdate,
    response: workAreaItem,
  }),
};
