import { defineAction } from '../lib/action';
import { reviewQuerySchema } from '../../src/domain/review';

/** Review summaries by item number; products without reviews are absent. */
export const list = defineAction({
  query: reviewQuerySchema,
  handler: async ({ query, services }) => ({ body: { success: true, data: await services.reviews.summaries(query.productIds) } }),
});
