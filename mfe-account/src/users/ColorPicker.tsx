import { USER_COLORS } from '@inasaku/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { KeyboardEvent } from 'react';
import { USER_TEXTS } from '../texts';

/** A user's colour as a small chip (lists). */
export function ColorSwatch({ color, size = 18 }: { color: string; size?: number }) {
  return (
    <span
      role="img"
      aria-label={color}
      data-testid="user-color-swatch"
      data-color={color.toUpperCase()}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        background: color,
        border: '1px solid rgba(0,0,0,0.15)',
        verticalAlign: 'middle',
      }}
    />
  );
}

interface Props {
  id?: string;
  value?: string;
  onChange?: (color: string) => void;
  disabled?: boolean;
}

/**
 * The 12 fixed user colours (spec 001 §3) as a radio group, for antd's Form.Item. Arrow keys
 * move between colours as in any radio group.
 */
export function ColorPicker({ id, value, onChange, disabled }: Props) {
  const { token } = theme.useToken();
  const current = (value ?? '').toUpperCase();
  const index = USER_COLORS.findIndex((c) => c === current);

  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step || disabled) return;
    e.preventDefault();
    const next = USER_COLORS[(Math.max(index, 0) + step + USER_COLORS.length) % USER_COLORS.length];
    onChange?.(next);
    document.getElementById(`user-color-${next.slice(1)}`)?.focus();
  };

  return (
    <Flex id={id} role="radiogroup" wrap gap={8} onKeyDown={onKeyDown}>
      {USER_COLORS.map((color, i) => {
        const checked = color === current;
        return (
          <button
            key={color}
            id={`user-color-${color.slice(1)}`}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={`${USER_TEXTS.colorName(i)} ${color}`}
            title={color}
            data-testid={`user-color-${color.slice(1)}`}
            tabIndex={checked || (index === -1 && i === 0) ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange?.(color)}
            style={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              background: color,
              border: checked ? `3px solid ${token.colorText}` : '1px solid rgba(0,0,0,0.15)',
              boxShadow: checked ? `0 0 0 2px ${token.colorBgContainer} inset` : undefined,
              cursor: disabled ? 'not-allowed' : 'pointer',
              opacity: disabled ? 0.5 : 1,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: '#fff',
              padding: 0,
            }}
          >
            {checked ? <CheckOutlined aria-hidden /> : null}
          </button>
        );
      })}
    </Flex>
  );
}
