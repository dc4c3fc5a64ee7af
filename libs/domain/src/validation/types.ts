/** null when valid, otherwise the Japanese message shown under the field. */
export type RuleResult = string | null;
export type Rule = (value: unknown) => RuleResult;
