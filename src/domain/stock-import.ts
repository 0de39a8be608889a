import * as z from '../config/zod';

/**
 * A stock import: the online stock of skus as the warehouse counts it (what `npm run stock:import`
 * reads and the stock port writes). Each entry replaces the sku's stock; never-out-of-stock flags stay.
 */
export const stockImportEntrySchema = z.object({
  sku: z.string().min(1),
  stock: z.number().int().min(0),
});
export type StockImportEntry = z.infer<typeof stockImportEntrySchema>;

export const stockImportSchema = z.array(stockImportEntrySchema);
