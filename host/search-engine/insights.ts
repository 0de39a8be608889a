import * as z from 'zod';

/**
 * The Insights API's event shape (POST /1/events): clicks, conversions and views, with the
 * queryID that ties clicks and conversions to a search (storefront-browsing.md §7).
 */
export const insightsEventSchema = z
  .looseObject({
    eventType: z.enum(['click', 'conversion', 'view']),
    eventName: z.string().min(1).max(64),
    index: z.string().min(1),
    userToken: z.string().min(1).max(129),
    authenticatedUserToken: z.string().optional(),
    timestamp: z.number().int().optional(),
    queryID: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'queryID is 32 hexadecimal characters')
      .optional(),
    objectIDs: z.array(z.string()).max(20).optional(),
    positions: z.array(z.number().int().min(1)).optional(),
    filters: z.array(z.string()).max(10).optional(),
    eventSubtype: z.enum(['addToCart', 'purchase']).optional(),
  })
  .refine((e) => !e.positions || (e.queryID && e.objectIDs && e.positions.length === e.objectIDs.length), {
    message: 'positions need a queryID and one position per objectID',
  })
  .refine((e) => !(e.objectIDs && e.filters), { message: 'an event has objectIDs or filters, not both' });
export type InsightsEvent = z.infer<typeof insightsEventSchema>;

export const insightsBodySchema = z.object({ events: z.array(insightsEventSchema).min(1).max(1000) });

/** Received events kept in memory (bounded), so tests and the host's debug page can read them. */
export class InsightsLog {
  private readonly events: InsightsEvent[] = [];
  constructor(private readonly max = 10_000) {}

  record(events: InsightsEvent[]): void {
    this.events.push(...events);
    if (this.events.length > this.max) this.events.splice(0, this.events.length - this.max);
  }

  list(): readonly InsightsEvent[] {
    return this.events;
  }

  clear(): void {
    this.events.length = 0;
  }
}
