/**
 * Amounts of the books and budgets as the screens show them. The API sends decimal strings with
 * two places ("-125050.50"); they are shown grouped as Nepal groups figures (1,25,050.50) by the
 * contracts' formatAmount, read from their digits and never turned into floating numbers.
 */
import { formatAmount } from '@hemis/contracts';

/** Whether a decimal string is zero ("0.00", "-0.00", "0"). */
export const isZeroAmount = (amount: string) => /^-?0*(\.0*)?$/.test(amount.trim());

/** "-1,25,050.50": the sign kept, the digits grouped. */
export function amountText(amount: string): string {
  const trimmed = amount.trim();
  const negative = trimmed.startsWith('-') && !isZeroAmount(trimmed);
  return `${negative ? '-' : ''}${formatAmount(trimmed.replace(/^[-+]/, ''), 'en')}`;
}

/** A debit or credit column's figure: blank where the line has none. */
export const sideText = (amount: string) => (isZeroAmount(amount) ? '' : amountText(amount));

/** A signed balance (debit positive) as the books say it: "1,250.00 Dr", "300.00 Cr", "0.00". */
export function balanceText(balance: string): string {
  if (isZeroAmount(balance)) return amountText('0');
  const credit = balance.trim().startsWith('-');
  return `${amountText(balance.trim().replace(/^-/, ''))} ${credit ? 'Cr' : 'Dr'}`;
}
