import { Button, Dropdown, Flex, Tag, Tooltip, Typography } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@inasaku/contracts';
import { PAID_PLAN_ROOT_ONLY_MESSAGE, canApplyPaidPlan, isFreeState, type PlanState } from '@inasaku/domain';
import { SHELL, formatDateWithWeekday } from '@inasaku/ui';

export interface SiderHeaderProps {
  user: CurrentUser;
  plan: PlanState;
  now: Date;
  temperature: number | null;
  pastYear: boolean;
  expired: boolean;
  onPersonalSettings: () => void;
  onSignOut: () => void;
  onApplyPaidPlan: () => void;
}

const light = { color: 'rgba(255,255,255,0.88)' };
const dim = { color: 'rgba(255,255,255,0.65)' };

/** Date, area, temperature, user menu, the system message and the paid-plan button (spec 000 §2.1). */
export function SiderHeader(props: SiderHeaderProps) {
  const { user, plan, now, temperature } = props;
  const showPaidPlan = isFreeState(plan);
  const systemMessage = user.display_mode?.message ?? '';
  const canApply = canApplyPaidPlan(plan, user.is_root_user);

  const paidPlanButton = (
    <Button
      type="primary"
      block
      disabled={!canApply}
      onClick={canApply ? props.onApplyPaidPlan : undefined}
      // antd's disabled look is made for light backgrounds; keep it legible on the dark menu.
      style={canApply ? undefined : { background: 'rgba(255,255,255,0.08)', borderColor: 'rgba(255,255,255,0.25)', color: 'rgba(255,255,255,0.5)' }}
      data-testid="paid-plan-button"
    >
      {SHELL.applyPaidPlan}
    </Button>
  );

  return (
    <Flex vertical gap={8} style={{ padding: '16px 16px 8px' }}>
      <Typography.Text strong style={{ ...light, fontSize: 18, letterSpacing: '0.12em' }}>
        稲作
      </Typography.Text>
      <Typography.Text style={light} data-testid="header-date">
        {formatDateWithWeekday(now)}
      </Typography.Text>
      <Flex justify="space-between" align="baseline" gap={8} style={{ minHeight: 22 }}>
        <Typography.Text style={dim} ellipsis data-testid="header-area">
          {user.area_name ?? ''}
        </Typography.Text>
        <Typography.Text style={{ ...light, whiteSpace: 'nowrap' }} data-testid="header-temperature">
          {temperature !== null ? `${Math.round(temperature * 10) / 10}℃` : ''}
        </Typography.Text>
      </Flex>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'personal-settings', label: SHELL.personalSettings, icon: <UserOutlined /> },
            { key: 'sign-out', label: SHELL.signOut, icon: <LogoutOutlined /> },
          ],
          onClick: ({ key }) => (key === 'sign-out' ? props.onSignOut() : props.onPersonalSettings()),
        }}
      >
        <Button ghost block data-testid="user-menu" style={{ justifyContent: 'space-between' }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            <UserOutlined style={{ marginInlineEnd: 8 }} />
            {user.display_name}
          </span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {systemMessage ? (
        <Typography.Text
          role="status"
          data-testid="system-message"
          style={{
            display: 'block',
            fontSize: 12,
            lineHeight: 1.5,
            color: 'rgba(255,255,255,0.85)',
            background: 'rgba(255,255,255,0.08)',
            borderInlineStart: '3px solid #faad14',
            borderRadius: 4,
            padding: '6px 8px',
          }}
        >
          {systemMessage}
        </Typography.Text>
      ) : null}
      {(props.pastYear || props.expired) && (
        <Flex gap={4} wrap>
          {props.expired && <Tag color="orange">{SHELL.readOnlyNotice}</Tag>}
          {props.pastYear && <Tag color="gold">{SHELL.pastYearNotice}</Tag>}
        </Flex>
      )}
      {showPaidPlan &&
        (canApply ? (
          paidPlanButton
        ) : (
          <Tooltip title={PAID_PLAN_ROOT_ONLY_MESSAGE}>
            <span style={{ display: 'block' }}>{paidPlanButton}</span>
          </Tooltip>
        ))}
    </Flex>
  );
}
