import {
  BillingProfileSchema,
  INVOICE_MESSAGES,
  type BillingProfileInput,
} from '@drape/shared/invoices.contract';
import type { Config } from '../../config';
import type { InvoiceParty, InvoiceRow } from '../../db/schema/invoices';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { getProfile } from '../users/users.service';
import { renderInvoicePdf } from './invoices.pdf';
import * as repo from './invoices.repo';
import { financialYearOf, invoiceNumber, splitGst } from './invoices.tax';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function getBillingProfile(deps: Pick<AppDeps, 'db'>, userId: string) {
  const row = await repo.findBillingProfile(deps.db, userId);
  return {
    legalName: row?.legalName ?? null,
    gstin: row?.gstin ?? null,
    address: row?.address ?? null,
    stateCode: row?.stateCode ?? null,
  };
}

export async function updateBillingProfile(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  input: BillingProfileInput,
) {
  const values = BillingProfileSchema.parse(input);
  await repo.upsertBillingProfile(deps.db, { userId, ...values });
  return getBillingProfile(deps, userId);
}

/** The seller as configured, or null while its GST details are missing. */
export function sellerOf(config: Config): InvoiceParty | null {
  const { SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_GSTIN } = config;
  if (!SELLER_LEGAL_NAME || !SELLER_ADDRESS || !SELLER_GSTIN) return null;
  return {
    name: SELLER_LEGAL_NAME,
    address: SELLER_ADDRESS,
    gstin: SELLER_GSTIN,
    stateCode: SELLER_GSTIN.slice(0, 2),
  };
}

async function buyerOf(deps: Deps, userId: string): Promise<InvoiceParty> {
  const [user, billing] = await Promise.all([
    getProfile(deps, { userId }),
    repo.findBillingProfile(deps.db, userId),
  ]);
  return {
    name: billing?.legalName ?? user.name,
    email: user.email,
    address: billing?.address ?? null,
    gstin: billing?.gstin ?? null,
    stateCode: billing?.gstin?.slice(0, 2) ?? billing?.stateCode ?? null,
  };
}

/**
 * The invoice of one of the user's paid orders (by the provider's order id), issued on first use:
 * numbered from the financial year's series, with the seller, buyer and tax split frozen in it.
 */
export async function getOrIssueInvoice(
  deps: Deps,
  userId: string,
  providerOrderId: string,
): Promise<InvoiceRow> {
  const seller = sellerOf(deps.config);
  if (!seller) throw new AppError('SERVICE_UNAVAILABLE', INVOICE_MESSAGES.notConfigured);
  const buyer = await buyerOf(deps, userId);
  return deps.db.transaction(async (tx) => {
    const order = await repo.lockPaidOrder(tx, userId, providerOrderId);
    if (!order) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
    const existing = await repo.findInvoiceByOrder(tx, order.id);
    if (existing) return existing;
    // No address on record: the supplier's location is the place of supply (intra-state).
    const placeOfSupply = buyer.stateCode ?? seller.stateCode!;
    const issuedAt = order.paidAt ?? new Date();
    const fy = financialYearOf(issuedAt);
    const n = await repo.nextInvoiceNumber(tx, fy);
    return repo.insertInvoice(tx, {
      number: invoiceNumber(deps.config.INVOICE_PREFIX, fy, n),
      orderId: order.id,
      userId,
      issuedAt,
      seller,
      buyer,
      placeOfSupply,
      sac: deps.config.INVOICE_SAC,
      description: `Drape credits: ${order.credits} virtual try-on credits (${order.packId} pack)`,
      credits: order.credits,
      ...splitGst(
        order.amountPaise,
        deps.config.GST_RATE_PERCENT,
        seller.stateCode!,
        placeOfSupply,
      ),
    });
  });
}

/** The invoice and its PDF (for the download route and the receipt e-mail). */
export async function getInvoicePdf(deps: Deps, userId: string, providerOrderId: string) {
  const row = await getOrIssueInvoice(deps, userId, providerOrderId);
  return {
    row,
    pdf: await renderInvoicePdf(row),
    filename: `drape-invoice-${row.number.replace(/\//g, '-')}.pdf`,
  };
}

/** Paid purchases for Billing & Subscription and its CSV (rupee amounts, invoice numbers). */
export async function listPurchases(deps: Pick<AppDeps, 'db'>, userId: string) {
  const rows = await repo.listPaidOrders(deps.db, userId, 500);
  return rows.map((r) => ({ ...r, paidAt: r.paidAt?.toISOString() ?? null }));
}
