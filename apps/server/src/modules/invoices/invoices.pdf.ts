import { GST_STATES } from '@drape/shared/invoices.contract';
import PDFDocument from 'pdfkit';
import type { InvoiceParty, InvoiceRow } from '../../db/schema/invoices';

/** '1,234.56' in the Indian grouping (the PDF's built-in fonts have no rupee sign: "INR"). */
const money = (paise: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    paise / 100,
  );
const state = (code: string | null) => (code ? `${GST_STATES[code] ?? 'Unknown'} (${code})` : '—');
const day = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(d);

function party(doc: PDFKit.PDFDocument, title: string, p: InvoiceParty, x: number, y: number) {
  doc.font('Helvetica-Bold').fontSize(10).text(title, x, y);
  doc.font('Helvetica').fontSize(9);
  const lines = [
    p.name,
    p.address,
    p.email,
    p.gstin ? `GSTIN: ${p.gstin}` : 'GSTIN: not registered',
    `State: ${state(p.stateCode)}`,
  ].filter(Boolean) as string[];
  doc.text(lines.join('\n'), x, y + 14, { width: 240 });
}

function amountRows(inv: InvoiceRow): [string, string][] {
  const rows: [string, string][] = [['Taxable value', money(inv.taxablePaise)]];
  if (inv.igstPaise > 0 || (inv.cgstPaise === 0 && inv.sgstPaise === 0)) {
    rows.push(['IGST', money(inv.igstPaise)]);
  } else {
    rows.push(['CGST', money(inv.cgstPaise)], ['SGST', money(inv.sgstPaise)]);
  }
  rows.push(['Total (INR)', money(inv.totalPaise)]);
  return rows;
}

function lineTable(doc: PDFKit.PDFDocument, inv: InvoiceRow, y: number): number {
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text('Description', 50, y).text('SAC', 330, y).text('Qty', 390, y);
  doc.text('Taxable value (INR)', 430, y, { width: 115, align: 'right' });
  doc
    .moveTo(50, y + 14)
    .lineTo(545, y + 14)
    .stroke('#999999');
  doc.font('Helvetica').text(inv.description, 50, y + 20, { width: 270 });
  doc.text(inv.sac, 330, y + 20).text(String(inv.credits), 390, y + 20);
  doc.text(money(inv.taxablePaise), 430, y + 20, { width: 115, align: 'right' });
  let at = y + 60;
  for (const [label, value] of amountRows(inv)) {
    const bold = label.startsWith('Total');
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(label, 330, at).text(value, 430, at, { width: 115, align: 'right' });
    at += bold ? 18 : 14;
  }
  return at;
}

/** The invoice as an A4 PDF (pdfkit with its built-in fonts: nothing is fetched). */
export function renderInvoicePdf(inv: InvoiceRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Tax invoice ${inv.number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Tax Invoice', 50, 50);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Invoice number: ${inv.number}`, 330, 52, { width: 215, align: 'right' });
  doc.text(`Invoice date: ${day(inv.issuedAt)}`, 330, 64, { width: 215, align: 'right' });
  doc.text(`Place of supply: ${state(inv.placeOfSupply)}`, 330, 76, { width: 215, align: 'right' });
  party(doc, 'Seller', inv.seller, 50, 110);
  party(doc, 'Bill to', inv.buyer, 305, 110);
  const end = lineTable(doc, inv, 230);
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(
    `GST at ${inv.igstPaise > 0 ? 'IGST' : 'CGST + SGST'}; prices include tax. Tax payable on reverse charge: No. ` +
      'Credits do not expire. This is a computer-generated invoice and needs no signature.',
    50,
    end + 20,
    { width: 495 },
  );
  doc.end();
  return done;
}
