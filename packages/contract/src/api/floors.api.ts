import { detailBody } from '../common-schemas.ts';
import { del, get, post, put } from '../endpoint.ts';
import {
  floorCreate,
  floorItem,
  floorLayout,
  floorList,
  floorListQuery,
  floorReorder,
  floorResources,
  floorResourcesQuery,
  floorUpdate,
} from '../space-floors.ts';
import { slugParams } from './params.ts';

/** Floors of an office with their plan, their order, the desks' positions and the day's desk map. */
export const floorsApi = {
  list: get({
    path: '/api/floors/',
    summary: "Floors of an office (or of every office in the caller's scope), ordered by `order`, with their plan",
    query: floorListQuery,
    response: floorList,
  }),
  detail: get({ path: '/api/floors/:slug', summary: 'One floor with its plan', params: slugParams, response: floorItem }),
  create: post({
    path: '/api/floors/',
    summary: 'Add a floor to an office (last in order, default 400 × 300 plan)',
    body: floorCreate,
    response: floorItem,
    status: 201,
  }),
  reorder: put({
    path: '/api/floors/order/',
    summary: "Reorder an office's floors: every floor slug of the office once, in the new order",
    body: floorReorder,
    response: floorList,
  }),
  update: put({
    path: '/api/floors/:slug',
    summary: 'Rename a floor or change its plan (image, height); replacing the image keeps the desks where they are',
    params: slugParams,
    body: floorUpdate,
    response: floorItem,
  }),
  remove: del({
    path: '/api/floors/:slug',
    summary: 'Delete a floor; 409 while work areas, resources or future bookings use it',
    params: slugParams,
    response: detailBody,
  }),
  saveLayout: put({
    path: '/api/floors/:slug/layout',
    summary: "Save desk positions of a floor in one transaction (all or nothing); answers the floor's resources for today",
    params: slugParams,
    body: floorLayout,
    response: floorResources,
  }),
  resources: get({
    path: '/api/dashboard-floor-resources/',
    summary: "A floor's resources with their map state for a day (default today in the office's zone) and the day's bookings",
    query: floorResourcesQuery,
    response: floorResources,
  }),
};
