import { CLIENT_ROUTES } from '@inasaku/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useRouteQuery } from '@inasaku/ui';
import { useShell } from '../session/ShellContext';
import { browserStorage } from '../year/management-year';
import {
  ONBOARDING_TEXTS as T, finishPath, guidePhases, markGuided, needsHomeFirstNote, needsPaddyCheck, readFlags, type GuidePhase,
} from './onboarding';

interface Guide {
  phases: GuidePhase[];
  index: number;
  hasHomeMarker: boolean;
}

/**
 * The onboarding guide of spec 000 §4.3, over the whole signed-in layout with a backdrop that
 * blocks the UI until the last message is passed. It runs once per page load, as soon as the
 * year is known, and only where the account can set itself up (an active plan, the current year).
 */
export function OnboardingGuide() {
  const { session, loading } = useShell();
  const navigate = useNavigate();
  const [guide, setGuide] = useState<Guide | null>(null);
  const decided = useRef(false);
  const { user, managementId, canEdit } = session;
  // Read once per page load, as the guide runs once per page load.
  const [flags] = useState(() => readFlags(browserStorage()));
  const ready = !loading && canEdit;
  const areas = useRouteQuery(
    CLIENT_ROUTES['paddyFields.areas'],
    { query: managementId ? { management_id: managementId } : {} },
    { enabled: ready && !decided.current && needsPaddyCheck(flags) },
  );

  useEffect(() => {
    if (decided.current || !ready) return;
    if (areas.error) {
      // Without knowing the fields there is nothing sure to say; the guide waits for the next visit.
      console.error('[shell] onboarding check failed', areas.error);
      decided.current = true;
      return;
    }
    const hasPaddyFields = needsPaddyCheck(flags) ? areas.data?.some((a) => a.count > 0) : true;
    if (hasPaddyFields === undefined) return;
    // Decided once per page load: later changes (a home marker set meanwhile) wait for the next visit.
    decided.current = true;
    const hasHomeMarker = user.area_pos !== null;
    const phases = guidePhases({ hasHomeMarker, hasPaddyFields, flags });
    if (phases.length) setGuide({ phases, index: 0, hasHomeMarker });
  }, [ready, flags, areas.data, areas.error, user.area_pos]);

  const next = useCallback(() => {
    if (!guide) return;
    markGuided(browserStorage(), guide.phases[guide.index]);
    if (guide.index + 1 < guide.phases.length) {
      setGuide({ ...guide, index: guide.index + 1 });
      return;
    }
    // Phase 999: finished.
    setGuide(null);
    const path = finishPath(guide.hasHomeMarker);
    if (path) navigate(path);
  }, [guide, navigate]);

  if (!guide) return null;
  const phase = guide.phases[guide.index];
  const message = T.messages[phase];
  const last = guide.index === guide.phases.length - 1;

  return (
    <Modal
      open
      centered
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      width={480}
      zIndex={1200}
      title={
        <Flex justify="space-between" align="baseline">
          <span>{T.title}</span>
          {guide.phases.length > 1 ? (
            <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }} data-testid="onboarding-step">
              {T.step(guide.index + 1, guide.phases.length)}
            </Typography.Text>
          ) : null}
        </Flex>
      }
      footer={
        <Button type="primary" data-testid="onboarding-next" onClick={next}>
          {!last ? T.next : finishPath(guide.hasHomeMarker) ? T.toMarkers : T.finish}
        </Button>
      }
    >
      <div data-testid="onboarding-guide" data-phase={phase}>
        <Typography.Paragraph strong style={{ fontSize: 15, marginBottom: 8 }} data-testid="onboarding-lead">
          {message.lead}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 12 }}>{message.body}</Typography.Paragraph>
        <Flex align="center" gap={4} wrap data-testid="onboarding-path">
          {message.path.map((label, i) => (
            <Flex key={label} align="center" gap={4}>
              {i > 0 ? <RightOutlined style={{ fontSize: 10, color: 'rgba(0,0,0,0.45)' }} /> : null}
              <Tag color="green" style={{ marginInlineEnd: 0 }}>
                {label}
              </Tag>
            </Flex>
          ))}
        </Flex>
        {needsHomeFirstNote(phase, last, guide.hasHomeMarker) ? (
          <Typography.Paragraph style={{ margin: '12px 0 0' }} data-testid="onboarding-home-first">
            {T.homeFirst}
          </Typography.Paragraph>
        ) : null}
      </div>
    </Modal>
  );
}
