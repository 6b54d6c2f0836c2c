import type { PDFFont } from "pdf-lib";
import type { OrderLine } from "./orders";

/** What an order confirmation shows. Amounts in cents. */
export interface OrderSheet {
  shopName: string;
  orderId: string;
  date: Date;
  customer: string;
  address: string[];
  delivery: string;
  lines: OrderLine[];
  itemCents: number;
  deliveryCents: number;
  promotionCents: number;
  totalCents: number;
  bonus: number;
}

/** The standard fonts speak WinAnsi: anything else (a student may name a product anything) becomes "?". */
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, "?");

/** Text cut to a width, with "..." where it was cut (and never longer than 200 characters to measure). */
function fit(text: string, font: PDFFont, size: number, maxWidth: number): string {
  let shown = printable(text.slice(0, 200));
  if (font.widthOfTextAtSize(shown, size) <= maxWidth) return shown;
  while (shown.length > 0 && font.widthOfTextAtSize(`${shown}...`, size) > maxWidth) shown = shown.slice(0, -1);
  return `${shown}...`;
}

const money = (cents: number) => `${(cents / 100).toFixed(2)} \u00a4`;

/**
 * The order confirmation as a PDF (pdf-lib, loaded only here: it is too heavy for any other path).
 * One A4 page, and more when the order has many lines.
 */
export async function orderConfirmationPdf(sheet: OrderSheet): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${sheet.shopName} order ${sheet.orderId}`));
  pdf.setCreator(printable(sheet.shopName));
  pdf.setCreationDate(sheet.date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin] = [595.28, 841.89, 50];
  let page = pdf.addPage([width, height]);
  let y = height - margin;

  const write = (text: string, { x = margin, size = 10, font = regular, maxWidth = width - 2 * margin } = {}) => {
    page.drawText(fit(text, font, size, maxWidth), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };
  const next = (step: number) => {
    y -= step;
    if (y < margin) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };
  const right = (text: string, x: number, size = 10, font = regular) => write(text, { x: x - font.widthOfTextAtSize(printable(text), size), size, font });

  write(sheet.shopName, { size: 20, font: bold });
  next(28);
  write(`Order confirmation ${sheet.orderId}`, { size: 13, font: bold });
  next(18);
  write(`Placed on ${sheet.date.toISOString().slice(0, 10)} by ${sheet.customer}`);
  next(24);
  write("Delivery address", { font: bold });
  next(14);
  for (const line of sheet.address) {
    write(line);
    next(13);
  }
  write(`Delivery: ${sheet.delivery}`);
  next(26);

  const columns = { name: margin, price: 390, quantity: 450, total: width - margin };
  write("Product", { font: bold });
  right("Price", columns.price, 10, bold);
  right("Qty", columns.quantity, 10, bold);
  right("Total", columns.total, 10, bold);
  next(16);
  for (const line of sheet.lines) {
    write(line.name, { maxWidth: columns.price - margin - 70 });
    right(money(Math.round(line.price * 100)), columns.price);
    right(String(line.quantity), columns.quantity);
    right(money(Math.round(line.total * 100)), columns.total);
    next(15);
  }
  next(10);
  for (const [label, cents] of [
    ["Items", sheet.itemCents],
    ["Delivery", sheet.deliveryCents],
    ["Promotion", -sheet.promotionCents],
  ] as const) {
    right(label, columns.quantity);
    right(money(cents), columns.total);
    next(15);
  }
  right("Total", columns.quantity, 11, bold);
  right(money(sheet.totalCents), columns.total, 11, bold);
  next(26);
  write(`You earned ${sheet.bonus} bonus points with this order. Thank you for squeezing with us!`);
  return pdf.save();
}
