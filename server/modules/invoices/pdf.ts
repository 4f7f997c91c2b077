import { createRequire } from 'node:module';
import path from 'node:path';
import { displayMoney, type Invoice, type Language } from '../../../contract';
import { messagesOf } from '../../lib/consoleMessages';

// Noto Sans SC from an npm package: Latin and Chinese glyphs, embedded (subset) in each
// PDF, so company names in either script print and nothing is fetched at run time.
const fontDir = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/package.json'),
);
const FONTS = {
  Regular: path.join(fontDir, '400Regular/NotoSansSC_400Regular.ttf'),
  Bold: path.join(fontDir, '700Bold/NotoSansSC_700Bold.ttf'),
};

/** Renders a PDF into one buffer (an invoice is a page or two). */
async function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  // loaded by the first PDF asked for, not at start: it weighs ~10 MB of memory
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Invoice' } });
    doc.registerFont('Regular', FONTS.Regular);
    doc.registerFont('Bold', FONTS.Bold);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/**
 * The PDF of an issued invoice: issuer, invoice and application numbers, the buyer's
 * invoice details, each order with its paid amount, and amount, fee and subtotal.
 */
export function invoicePdf(invoice: Invoice, language: Language, issuer: string): Promise<Buffer> {
  const m = messagesOf(language).billing.pdf;
  const f = messagesOf(language).billing.invoiceFields;
  const money = (value: string) => `${displayMoney(value)} USD`;
  return render((doc) => {
    doc.font('Bold').fontSize(20).text(m.title, { align: 'right' });
    doc.font('Regular').fontSize(10).text(issuer, { align: 'right' }).moveDown(2);

    const line = (label: string, value: string) =>
      doc.font('Bold').text(`${label}: `, { continued: true }).font('Regular').text(value);
    line(m.invoiceNo, invoice.invoiceNo ?? '');
    line(m.issuedAt, (invoice.issuedAt ?? '').slice(0, 10));
    line(f.applicationNo, invoice.applicationNo);
    doc.moveDown();

    doc.font('Bold').fontSize(12).text(m.billTo).fontSize(10).font('Regular');
    const d = invoice.details;
    line(f.companyName, d.companyName);
    line(f.taxNumber, d.taxNumber);
    line(f.companyAddress, d.companyAddress);
    const street = [d.streetAddress, d.apartment].filter(Boolean).join(', ');
    if (street) line(f.streetAddress, street);
    line(f.country, [d.city, d.country].filter(Boolean).join(', '));
    doc.moveDown();

    doc.font('Bold').fontSize(12).text(m.orders).fontSize(10);
    const top = doc.y + 4;
    const columns = [50, 230, 380];
    doc.text(m.orderNo, columns[0], top).text(m.paidAt, columns[1], top);
    doc.text(m.amount, columns[2], top, { width: 165, align: 'right' });
    doc.font('Regular');
    for (const order of invoice.orders) {
      const y = doc.y + 4;
      doc.text(order.orderNo, columns[0], y).text((order.paidAt ?? '').slice(0, 10), columns[1], y);
      doc.text(money(order.paidAmount), columns[2], y, { width: 165, align: 'right' });
    }
    doc.moveDown(2);
    const total = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Bold' : 'Regular').text(label, 300, y, { width: 120 });
      doc.text(money(value), 420, y, { width: 125, align: 'right' });
    };
    total(f.amount, invoice.amount);
    total(f.fee, invoice.fee);
    total(f.subtotal, invoice.subtotal, true);
  });
}
