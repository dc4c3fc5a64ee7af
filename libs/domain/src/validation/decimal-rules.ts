import { asText, isEmpty } from './empty';
import type { Rule } from './types';

/**
 * The customDouble family (spec 000 §5): optional minus, a bounded number of integer
 * digits without leading zeros (0.5 is fine, 00.5 and 01 are not), and a bounded
 * number of decimals. A trailing or leading dot ('1.', '.5') is rejected because the
 * stored numeric value would not match what the user sees.
 */
export function decimalRule(integerDigits: number, fractionDigits: number): Rule {
  const pattern = new RegExp(`^-?(?:0|[1-9][0-9]{0,${integerDigits - 1}})(?:\\.[0-9]{1,${fractionDigits}})?$`);
  const message = `整数${integerDigits}桁以内、小数${fractionDigits}桁以内の数値で入力してください。`;
  return (value) => {
    if (isEmpty(value)) return null;
    const text = asText(value);
    return text !== null && pattern.test(text) ? null : message;
  };
}

/** Work detail numbers (num type). */
export const customDouble: Rule = decimalRule(9, 3);
/** Item total area and paddy area, in a. */
export const customDoubleTwo: Rule = decimalRule(9, 2);
export const customDoubleOne: Rule = decimalRule(9, 1);
/** Base temperature and correction of accumulated-temperature settings. */
export const customDoubleWeather: Rule = decimalRule(4, 1);
/** Warning and danger water levels in cm. */
export const customDoubleWater: Rule = decimalRule(2, 1);
