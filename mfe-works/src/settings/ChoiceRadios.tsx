import { Radio, type RadioGroupProps } from 'antd';

export interface Choice {
  /** ends the option's test id: `<testId>-<key>` */
  key: string;
  value: string;
  label: string;
}

/** A settings form's choice as radio buttons; inside a Form.Item, which passes value and onChange. */
export function ChoiceRadios({ testId, choices, ...group }: Omit<RadioGroupProps, 'options' | 'children'> & { testId: string; choices: readonly Choice[] }) {
  return (
    <Radio.Group data-testid={testId} {...group}>
      {choices.map((c) => (
        <Radio key={c.key} value={c.value} data-testid={`${testId}-${c.key}`}>
          {c.label}
        </Radio>
      ))}
    </Radio.Group>
  );
}
