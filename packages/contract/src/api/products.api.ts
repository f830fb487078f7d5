import { z } from 'zod';
import { pagedEnvelope } from '../common-schemas.ts';
import { productCreate, productItem, productListQuery, productUpdate } from '../fandd.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** Products (the Stock tab) and the order picker's options. */
export const productsApi = {
  list: get({
    path: '/api/dashboard-products/',
    summary: 'Products (stock); category (id or slug), status, name; order name|category|price|order_in_list|status|quantity',
    query: productListQuery,
    response: pagedEnvelope('products', productItem),
    produces: ['application/json', 'text/csv'],
  }),
  options: get({
    path: '/api/products/options/',
    summary: 'Products for the order picker, in menu order, with price and stock',
    response: z.array(productItem),
  }),
  detail: get({ path: '/api/products/:slug', summary: 'One product', params: slugParams, response: productItem }),
  create: post({
    path: '/api/products/',
    summary: 'Create a product (price, price_hh in pounds; vat default 20)',
    body: productCreate,
    response: productItem,
    status: 201,
  }),
  update: put({ path: '/api/products/:slug', summary: 'Update a product', params: slugParams, body: productUpdate, response: productItem }),
};
