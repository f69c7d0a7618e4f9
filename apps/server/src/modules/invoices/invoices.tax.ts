/** How a GST-inclusive price splits (issue 13 §11). Amounts in paise. */
export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Pack prices include GST. The taxable value is the total less tax at `ratePercent`; inside the
 * seller's state the tax is half CGST, half SGST (an odd paisa goes to SGST), across states it is
 * all IGST. The parts always add up to the total paid.
 */
export function splitGst(
  totalPaise: number,
  ratePercent: number,
  sellerStateCode: string,
  placeOfSupply: string,
): TaxSplit {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + ratePercent));
  const tax = totalPaise - taxablePaise;
  if (placeOfSupply === sellerStateCode) {
    const cgstPaise = Math.floor(tax / 2);
    return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise };
  }
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise };
}

/** Indian financial year of a date, April to March: '2026-27' (IST). */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'DRP/2627/000042': at most 16 characters, as GST rules ask, unique within a financial year. */
export function invoiceNumber(prefix: string, financialYear: string, n: number): string {
  const fy = financialYear.slice(2, 4) + financialYear.slice(5, 7);
  return `${prefix}/${fy}/${String(n).padStart(6, '0')}`;
}
