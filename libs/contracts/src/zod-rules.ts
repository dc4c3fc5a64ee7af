import { z } from 'zod';
import { validate, type Rule } from '@inasaku/domain';

/**
 * A zod string that runs the shared rules of libs/domain, so the gateway answers
 * with exactly the message the form shows. Missing values become '' for the rules.
 */
export function ruledString(rules: Rule[]) {
  return z
    .preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ message: '文字列で入力してください。' }))
    .superRefine((value, ctx) => {
      const message = validate(value, rules);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
