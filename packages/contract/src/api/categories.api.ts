import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { categoryCreate, categoryItem, categoryListQuery, categoryOption, categoryUpdate } from '../fandd.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Product categories and the stock screen's category picker. */
export const categoriesApi = {
  list: get({
    path: '/api/product-categories/',
    summary: 'Product categories (15 per page; name searches name and description; status; order name|status|products)',
    query: categoryListQuery,
    response: pagedEnvelope('categories', categoryItem),
    produces: ['application/json', 'text/csv'],
  }),
  options: get({
    path: '/api/product-categories/options/',
    summary: 'Categories for pickers (id, slug, name, status), by name',
    response: z.array(categoryOption),
  }),
  create: post({ path: '/api/product-categories/', summary: 'Create a category', body: categoryCreate, response: categoryItem, status: 201 }),
  update: put({
    path: '/api/product-categories/:slug',
    summary: 'Update a category (by slug or id)',
    params: slugParams,
    body: categoryUpdate,
    response: categoryItem,
  }),
};
