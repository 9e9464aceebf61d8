/**
 * Amounts of money in figures and in words, in English and in Nepali, as receipts and
 * certificates print them ("Amount In Words", api-contract 8.4). Nepal groups digits the South
 * Asian way (1,25,050.50: thousand, lakh, crore, arab, kharab), in words as in figures. English
 * words are title case with hyphenated tens ("Twenty-Five"); Nepali has a word of its own for
 * every number below a hundred, so those are listed, not composed.
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
/** The largest amount in words: 99 kharab and the rest (a kharab is 10^11). */
const LIMIT = 1e13;

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

/** The amount in paisa: a number, or a text of digits with South Asian or Western commas. */
function toPaisa(amount: number | string): number {
  let value: number;
  if (typeof amount === 'string') {
    const text = amount.trim().replaceAll(',', '');
    if (!/^\d+(\.\d+)?$/.test(text)) throw new RangeError(`"${amount}" is not an amount of money`);
    value = Number(text);
  } else {
    value = amount;
  }
  if (!Number.isFinite(value)) throw new RangeError('An amount of money must be a finite number');
  if (value < 0) throw new RangeError('An amount of money cannot be negative');
  if (value >= LIMIT) throw new RangeError('An amount of 100 kharab or more cannot be written in words');
  return Math.round(value * 100);
}

/**
 * "Rupees One Lakh Twenty-Five Thousand Fifty and Fifty Paisa Only" /
 * "रुपैयाँ एक लाख पच्चीस हजार पचास र पचास पैसा मात्र". Paisa are rounded to the nearest.
 */
export function amountInWords(amount: number | string, language: AmountLanguage): string {
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
export function formatAmount(amount: number | string, language: AmountLanguage): string {
  const paisa = toPaisa(amount);
  const rupees = String(Math.floor(paisa / 100));
  const fraction = String(paisa % 100).padStart(2, '0');
  const lastThree = rupees.slice(-3);
  const higher = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const figures = `${higher ? `${higher},` : ''}${lastThree}.${fraction}`;
  return language === 'ne' ? figures.replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!) : figures;
}
