/**
 * Numbers as investors write them, turned into the Arabic digits the rules'
 * patterns look for: full-width digits (１５％ → 15%), Chinese numerals (十五 → 15,
 * 二十 → 20, 三点五 → 3.5) and Chinese percentages (百分之十 → 10%). Every text a
 * pattern or a percentage rule reads goes through `normalizeNumerals` first, so a
 * rule written once for "15%" also credits "百分之十五".
 *
 * Chinese numeral characters also occur in ordinary words (一些 "some", 一定
 * "certainly", 千万 "by all means", 万一 "in case", 一点 "a little"), so a run of
 * them is read as a number only when it can only be one: it parses as a
 * well-formed numeral and either has a place value in it (十五, 一百), is three
 * or more digits long (二〇二四), follows 百分之, or is a single numeral right
 * before a unit (三年, 五成, 两个月).
 */

const DIGITS: Readonly<Record<string, number>> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** Place values inside a section of up to 9999. */
const PLACES: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };
/** Section multipliers. */
const SECTIONS: Readonly<Record<string, number>> = { 万: 10_000, 亿: 100_000_000 };
const DECIMAL_POINT = '点';
const PERCENT_PREFIX = '百分之';

/** A run of numeral characters, with 百分之 ("hundredths of") in front when it is there. */
const RUN = /(?:百分之)?[零〇一二两三四五六七八九十百千万亿点]+/gu;
/** What may follow a lone numeral for it to count as a number: units of time, share, money and count. */
const UNIT_AFTER = /^(?:[%％成年月周天日倍元块次手股只支家层季岁个]|星期)/u;
const FULL_WIDTH = /[０-９．％]/gu;

/** The integer a Chinese numeral without a decimal part spells, or null when it is not a well-formed one. */
function parseInteger(text: string): number | null {
  const chars = [...text];
  if (chars.length === 0) return null;
  if (chars.every((char) => char in DIGITS)) {
    // A digit-by-digit number (二〇二四) needs three digits; two (两三, 一一) are more often words.
    if (chars.length === 2) return null;
    return Number(chars.map((char) => DIGITS[char]).join(''));
  }
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  let lastPlace = Number.POSITIVE_INFINITY;
  let lastSection = Number.POSITIVE_INFINITY;
  let previous = '';
  for (const char of chars) {
    if (char in DIGITS) {
      if (previous in DIGITS && DIGITS[previous] !== 0) return null;
      digit = DIGITS[char] === 0 ? null : (DIGITS[char] ?? null);
    } else if (char in PLACES) {
      const place = PLACES[char] as number;
      if (place >= lastPlace) return null;
      // Only 十 may stand without its digit (十五 = 15); 千万 without one is a word, not a number.
      if (digit === null && !(char === '十' && section === 0 && previous !== '零')) return null;
      section += (digit ?? 1) * place;
      digit = null;
      lastPlace = place;
    } else if (char in SECTIONS) {
      const multiplier = SECTIONS[char] as number;
      const value = section + (digit ?? 0);
      if (value === 0 || multiplier >= lastSection) return null;
      total += value * multiplier;
      section = 0;
      digit = null;
      lastPlace = Number.POSITIVE_INFINITY;
      lastSection = multiplier;
    } else {
      return null;
    }
    previous = char;
  }
  return total + section + (digit ?? 0);
}

/** The number a run of numeral characters spells, as Arabic digits, or null when it spells none. */
function parseNumeral(run: string): string | null {
  const [whole = '', fraction, ...more] = run.split(DECIMAL_POINT);
  if (more.length > 0) return null;
  const integer = parseInteger(whole);
  if (integer === null) return null;
  if (fraction === undefined) return String(integer);
  const decimals = [...fraction].map((char) => DIGITS[char]);
  if (decimals.length === 0 || decimals.some((d) => d === undefined)) return null;
  return `${integer}.${decimals.join('')}`;
}

/** Whether a numeral run is a number here, not part of a word. */
function readsAsNumber(run: string, after: string): boolean {
  const chars = [...run];
  if (chars.length >= 2)
    return chars.some((char) => char in PLACES || char in SECTIONS || char === DECIMAL_POINT) || chars.length >= 3;
  return UNIT_AFTER.test(after);
}

function halfWidth(char: string): string {
  return String.fromCharCode((char.codePointAt(0) as number) - 0xfee0);
}

/** `text` with its numbers written in Arabic digits (see the file's comment); other text is unchanged. */
export function normalizeNumerals(text: string): string {
  const ascii = text.replace(FULL_WIDTH, halfWidth);
  return ascii.replace(RUN, (run, offset: number, whole: string) => {
    const after = whole.slice(offset + run.length);
    if (run.startsWith(PERCENT_PREFIX)) {
      const value = parseNumeral(run.slice(PERCENT_PREFIX.length));
      return value === null ? run : `${value}%`;
    }
    if (!readsAsNumber(run, after)) return run;
    return parseNumeral(run) ?? run;
  });
}
