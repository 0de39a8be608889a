import { defineAction } from '../lib/action';
import { storesInfoQuerySchema } from '../../src/domain/store';

/** Store stock of a colour variant: one size, or "0" for all sizes together. */
export const info = defineAction({
  query: storesInfoQuerySchema,
  handler: async ({ query, services }) => {
    const data = await services.stores.stockOf(query.product, query.size === '0' ? null : query.size);
    return { body: { success: true, data } };
  },
});
