import type { DocumentType, Order } from '../../src/domain/order';

export interface GeneratedDocument {
  fileName: string;
  mimeType: 'application/pdf';
  bytes: Uint8Array;
}

/** Order documents (invoice, return label) as PDF files. */
export interface DocumentsPort {
  render(order: Order, type: DocumentType): Promise<GeneratedDocument>;
}
