import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentsPort } from '../../services/documents';
import type { Order, OrderAddress } from '../../../src/domain/order';

/**
 * Invoice and return-label PDFs drawn from the order with pdf-lib. The standard fonts only know
 * WinAnsi, so Czech and Polish letters outside it are written without their marks.
 */
function winAnsi(text: string): string {
  return Array.from(text, (c) => {
    if (c.charCodeAt(0) <= 0xff || c === '€' || c === '–') return c;
    if (c === 'ł' || c === 'Ł') return c === 'ł' ? 'l' : 'L';
    const plain = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return /^[\x20-\x7e]$/.test(plain) ? plain : '?';
  }).join('');
}

function money(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency}`;
}

function addressLines(a: OrderAddress): string[] {
  return [`${a.firstName} ${a.lastName}`, `${a.streetName} ${a.streetNumber}`, `${a.postalCode} ${a.city}`, a.country];
}

class Writer {
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {}
  text(text: string, x: number, y: number, size = 10, bold = false) {
    this.page.drawText(winAnsi(text), { x, y, size, font: bold ? this.bold : this.font, color: rgb(0.1, 0.1, 0.1) });
  }
  line(y: number) {
    this.page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  }
}

async function invoice(order: Order): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rechnung ${order.orderNumber}`);
  pdf.setCreationDate(new Date(order.date));
  const page = pdf.addPage([595, 842]);
  const w = new Writer(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  w.text('HIRMER', 50, 790, 22, true);
  w.text('Rechnung / Invoice', 50, 760, 14, true);
  w.text(`Bestellnummer: ${order.orderNumber}`, 350, 790);
  w.text(`Belegnummer: ${order.documentNumber}`, 350, 776);
  w.text(`Datum: ${order.date.slice(0, 10)}`, 350, 762);
  addressLines(order.invoiceAddress).forEach((l, i) => w.text(l, 50, 720 - i * 14));
  let y = 640;
  w.text('Artikel', 50, y, 10, true);
  w.text('Farbe / Größe', 280, y, 10, true);
  w.text('Menge', 400, y, 10, true);
  w.text('Betrag', 480, y, 10, true);
  w.line(y - 6);
  for (const a of order.articles) {
    y -= 20;
    if (y < 120) break;
    w.text(`${a.brand} ${a.name}`.slice(0, 45), 50, y);
    w.text(`${a.color} / ${a.size}`.slice(0, 24), 280, y);
    w.text(String(a.count), 400, y);
    w.text(money(a.price * a.count, order.currency), 480, y);
  }
  w.line(y - 10);
  w.text(`Gesamt: ${money(order.amount, order.currency)}`, 400, y - 28, 12, true);
  w.text('Vielen Dank für Ihren Einkauf.', 50, 80);
  return pdf.save();
}

async function returnLabel(order: Order): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Retourenschein ${order.orderNumber}`);
  const page = pdf.addPage([420, 595]);
  const w = new Writer(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  w.text('Retourenschein / Return label', 30, 550, 14, true);
  w.text('Absender:', 30, 515, 10, true);
  addressLines(order.deliveryAddress).forEach((l, i) => w.text(l, 30, 500 - i * 13));
  w.text('Empfänger:', 220, 515, 10, true);
  ['Hirmer Retourencenter', 'Logistikstraße 1', '85748 Garching', 'DE'].forEach((l, i) => w.text(l, 220, 500 - i * 13));
  // A bar pattern from the order number: stands in for the carrier's barcode.
  const digits = order.orderNumber.replace(/\D/g, '');
  let x = 30;
  for (const d of digits.repeat(4)) {
    const width = 1 + (Number(d) % 3);
    page.drawRectangle({ x, y: 330, width, height: 70, color: rgb(0, 0, 0) });
    x += width + 2 + (Number(d) % 2);
  }
  w.text(order.orderNumber, 30, 315, 12, true);
  w.text(`Artikel: ${order.articles.reduce((s, a) => s + a.count, 0)}`, 30, 290);
  return pdf.save();
}

export function createDocuments(): DocumentsPort {
  return {
    async render(order, type) {
      const bytes = type === 'invoice' ? await invoice(order) : await returnLabel(order);
      const name = order.documents.find((d) => d.type === type)?.name ?? `${type}-${order.orderNumber}.pdf`;
      return { fileName: name, mimeType: 'application/pdf', bytes };
    },
  };
}
