/**
 * Amounts of money in figures and in words, in English and in Nepali: receipts and
 * certificates print both, so an altered figure does not match its words (docs/decisions/0018).
 * Nepal groups digits the South Asian way (1,25,050.50: thousand, lakh, crore, arab, kharab),
 * in words as in figures. English words are title case with every compound ten hyphenated
 * ("Twenty-Five", never "Twenty Five"), and no "and" inside the rupees ("One Hundred One"), so
 * "and" only ever introduces the paisa. Nepali has a word of its own for every number below a
 * hundred, so those are listed, not composed; nasalised vowels are written with candrabindu
 * throughout (चौँतीस, पैँसट्ठी), never a mix with anusvara.
 *
 * They live in the contracts because both sides write them: the server prints them on receipts
 * and the web shows them on a receipt's details, and the two must never disagree. Amounts are
 * read from their decimal digits (a text, a database decimal, or a number as JSON carries it),
 * never computed with binary fractions, and more than two decimals are refused, not rounded.
 */

const EN_ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99 in Nepali words (शून्य to उनान्सय). */
export const NEPALI_NUMBER_WORDS = [
  'शून्य',
  'एक',
  'दुई',
  'तीन',
  'चार',
  'पाँच',
  'छ',
  'सात',
  'आठ',
  'नौ',
  'दश',
  'एघार',
  'बाह्र',
  'तेह्र',
  'चौध',
  'पन्ध्र',
  'सोह्र',
  'सत्र',
  'अठार',
  'उन्नाइस',
  'बीस',
  'एक्काइस',
  'बाइस',
  'तेइस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताइस',
  'अठ्ठाइस',
  'उनन्तीस',
  'तीस',
  'एकतीस',
  'बत्तीस',
  'तेत्तीस',
  'चौँतीस',
  'पैँतीस',
  'छत्तीस',
  'सैँतीस',
  'अठतीस',
  'उनन्चालीस',
  'चालीस',
  'एकचालीस',
  'बयालीस',
  'त्रिचालीस',
  'चवालीस',
  'पैँतालीस',
  'छयालीस',
  'सतचालीस',
  'अठचालीस',
  'उनन्चास',
  'पचास',
  'एकाउन्न',
  'बाउन्न',
  'त्रिपन्न',
  'चवन्न',
  'पचपन्न',
  'छपन्न',
  'सन्ताउन्न',
  'अन्ठाउन्न',
  'उनन्साठी',
  'साठी',
  'एकसट्ठी',
  'बयसट्ठी',
  'त्रिसट्ठी',
  'चौँसट्ठी',
  'पैँसट्ठी',
  'छयसट्ठी',
  'सतसट्ठी',
  'अठसट्ठी',
  'उनन्सत्तरी',
  'सत्तरी',
  'एकहत्तर',
  'बहत्तर',
  'त्रिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छयहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'असी',
  'एकासी',
  'बयासी',
  'त्रियासी',
  'चौरासी',
  'पचासी',
  'छयासी',
  'सतासी',
  'अठासी',
  'उनान्नब्बे',
  'नब्बे',
  'एकानब्बे',
  'बयानब्बे',
  'त्रियानब्बे',
  'चौरानब्बे',
  'पन्चानब्बे',
  'छयानब्बे',
  'सन्तानब्बे',
  'अन्ठानब्बे',
  'उनान्सय',
] as const;

export type AmountLanguage = 'en' | 'ne';

/** The South Asian groups above a hundred, largest first: [size, English, Nepali]. */
const GROUPS: readonly [number, string, string][] = [
  [1e11, 'Kharab', 'खर्ब'],
  [1e9, 'Arab', 'अर्ब'],
  [1e7, 'Crore', 'करोड'],
  [1e5, 'Lakh', 'लाख'],
  [1e3, 'Thousand', 'हजार'],
];
/** Amounts in words stop below 100 kharab (10^13 rupees): there is no group above kharab. */
const LIMIT_PAISA = 1e15;

function belowHundred(value: number, language: AmountLanguage): string {
  if (language === 'ne') return NEPALI_NUMBER_WORDS[value]!;
  if (value < 20) return EN_ONES[value]!;
  const ones = value % 10;
  return ones === 0 ? EN_TENS[Math.floor(value / 10)]! : `${EN_TENS[Math.floor(value / 10)]}-${EN_ONES[ones]}`;
}

function belowThousand(value: number, language: AmountLanguage): string[] {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(belowHundred(hundreds, language), language === 'ne' ? 'सय' : 'Hundred');
  if (rest > 0) words.push(belowHundred(rest, language));
  return words;
}

/** A whole number in words, grouped the South Asian way; zero is "Zero" / "शून्य". */
function wholeInWords(value: number, language: AmountLanguage): string {
  if (value === 0) return belowHundred(0, language);
  const words: string[] = [];
  let rest = value;
  for (const [size, english, nepali] of GROUPS) {
    const count = Math.floor(rest / size);
    if (count > 0) {
      words.push(...belowThousand(count, language), language === 'ne' ? nepali : english);
      rest -= count * size;
    }
  }
  words.push(...belowThousand(rest, language));
  return words.join(' ');
}

/**
 * A decimal from the database (Prisma's Decimal, decimal.js): its `toFixed()` without digits
 * writes every digit it holds, never an exponent, so it is read as exact text. The contracts
 * do not depend on Prisma; anything with that method will do.
 */
export interface DecimalLike {
  toFixed(): string;
}

/** An amount of money: a number as the wire carries it, a text, or a database decimal. */
export type AmountValue = number | string | DecimalLike;

/**
 * The amount in whole paisa, read from its decimal digits as written, never by binary
 * arithmetic: Nepal's rupee has a hundred paisa, so a third decimal that is not zero is not an
 * amount of money but the trace of a computation gone wrong (0.1 + 0.2 summed as floats), and
 * is refused rather than rounded away. Texts may group their digits with commas, South Asian
 * (1,25,050.50) or Western (125,050.50). Whole paisa below 10^15 are exact JavaScript integers.
 */
function toPaisa(amount: AmountValue): number {
  let text: string;
  if (typeof amount === 'string') {
    const trimmed = amount.trim();
    if (!/^\d+(,\d+)*(\.\d+)?$/.test(trimmed)) throw new RangeError(`"${amount}" is not an amount of money`);
    text = trimmed.replaceAll(',', '');
  } else if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) {
      throw new RangeError(`${String(amount)} is not an amount of money: it must be a finite number`);
    }
    if (amount < 0) throw new RangeError(`${amount} is not an amount of money: it cannot be negative`);
    if (amount * 100 >= LIMIT_PAISA) throw tooLarge(amount);
    // The shortest text that reads back as this number is the decimal the caller meant; below
    // the limit only amounts under 10^-6 print with an exponent, and those have too many decimals.
    text = String(amount);
    if (text.includes('e')) throw tooManyDecimals(amount);
  } else {
    text = typeof amount?.toFixed === 'function' ? amount.toFixed() : '';
    if (text.startsWith('-')) throw new RangeError(`${text} is not an amount of money: it cannot be negative`);
    if (!/^\d+(\.\d+)?$/.test(text)) throw new RangeError(`${String(amount)} is not an amount of money`);
  }
  const [whole = '0', decimals = ''] = text.split('.');
  if (/[1-9]/.test(decimals.slice(2))) throw tooManyDecimals(amount);
  if (whole.replace(/^0+/, '').length > 13) throw tooLarge(amount);
  const paisa = Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (paisa >= LIMIT_PAISA) throw tooLarge(amount);
  return paisa;
}

function tooManyDecimals(amount: AmountValue): RangeError {
  return new RangeError(`${String(amount)} is not an amount of money: it has more than two decimal places (paisa)`);
}

function tooLarge(amount: AmountValue): RangeError {
  return new RangeError(`${String(amount)} is too large: amounts in words stop below 100 kharab (10^13 rupees)`);
}

/**
 * "Rupees One Lakh Twenty-Five Thousand Fifty and Fifty Paisa Only" /
 * "रुपैयाँ एक लाख पच्चीस हजार पचास र पचास पैसा मात्र", the way cheques and receipts are
 * written: the currency first, the paisa after "and" / "र", closed by "Only" / "मात्र" so
 * nothing can be added after it. Throws a RangeError for what is not an amount: negative, more
 * than two decimals, not a number, or 100 kharab or more.
 */
export function amountInWords(amount: AmountValue, language: AmountLanguage): string {
  const paisa = toPaisa(amount);
  const rupees = Math.floor(paisa / 100);
  const fraction = paisa % 100;
  if (language === 'ne') {
    const paisaPart = fraction > 0 ? ` र ${belowHundred(fraction, 'ne')} पैसा` : '';
    return `रुपैयाँ ${wholeInWords(rupees, 'ne')}${paisaPart} मात्र`;
  }
  const paisaPart = fraction > 0 ? ` and ${belowHundred(fraction, 'en')} Paisa` : '';
  return `Rupees ${wholeInWords(rupees, 'en')}${paisaPart} Only`;
}

const DEVANAGARI_DIGITS = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'];

/** "1,25,050.50" (en) or "१,२५,०५०.५०" (ne): South Asian grouping, two decimals. */
export function formatAmount(amount: AmountValue, language: AmountLanguage): string {
  const paisa = toPaisa(amount);
  const rupees = String(Math.floor(paisa / 100));
  const fraction = String(paisa % 100).padStart(2, '0');
  const lastThree = rupees.slice(-3);
  const higher = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const figures = `${higher ? `${higher},` : ''}${lastThree}.${fraction}`;
  return language === 'ne' ? figures.replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!) : figures;
}
