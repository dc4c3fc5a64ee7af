import { validate, type Rule } from '@inasaku/domain';

/** Turns the shared rules of libs/domain into one antd Form rule, same messages as the server. */
export function toAntdRules(rules: Rule[]) {
  return [
    {
      validator: (_: unknown, value: unknown) => {
        const message = validate(value, rules);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}
