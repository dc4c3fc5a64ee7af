import { PAID_PLAN_PRICE } from '@inasaku/contracts';
import { formatNumber } from '@inasaku/ui';
import { Flex, Typography, theme } from 'antd';
import { PAYMENT_TEXTS as T } from '../texts';

export interface Price {
  yearly_yen: number;
  yearly_yen_excluding_tax: number;
  monthly_yen_approx: number;
}

export const DEFAULT_PRICE: Price = {
  yearly_yen: PAID_PLAN_PRICE.yearlyYen,
  yearly_yen_excluding_tax: PAID_PLAN_PRICE.yearlyYenExcludingTax,
  monthly_yen_approx: PAID_PLAN_PRICE.monthlyYenApprox,
};

/** Spec 001 §9: one contract, 5,500 yen a year including tax, about 460 yen a month. */
export function PriceSummary({ price = DEFAULT_PRICE, compact = false }: { price?: Price; compact?: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      gap={2}
      data-testid="payment-price"
      style={{
        padding: compact ? '10px 12px' : '14px 16px',
        borderRadius: token.borderRadiusLG,
        background: token.colorSuccessBg,
        border: `1px solid ${token.colorSuccessBorder}`,
      }}
    >
      <Typography.Text strong>{T.planName}</Typography.Text>
      <Typography.Text strong style={{ fontSize: compact ? 20 : 24, color: token.colorPrimaryText }}>
        {T.yearly(formatNumber(price.yearly_yen))}
      </Typography.Text>
      <Typography.Text type="secondary">
        {T.monthly(formatNumber(price.monthly_yen_approx))}・{T.excludingTax(formatNumber(price.yearly_yen_excluding_tax))}
      </Typography.Text>
    </Flex>
  );
}
