import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { alertMessage, judgeSensor, toTokyoIso, type JudgedState } from '@inasaku/domain';
import { InjectRedis } from '@inasaku/service-kit';
import { AlertNotices } from '../alert-delivery/alert-notices';
import { JudgementGate } from '../alert-delivery/judgement-gate';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { round, thresholdsOf } from '../sensors/sensor.mapper';
import { SensorsRepository } from '../sensors/sensors.repository';
import { AlertsRepository } from './alerts.repository';

const PAGE = 500;

/**
 * The hourly judgement (spec 001 "Notification settings": sensor data is judged every hour).
 * Every replica ticks; a Redis key per time slot (SET NX) lets exactly one of them judge that
 * slot. A state alerts once when it is entered (libs/domain judgeSensor), the judged state is
 * kept on the sensor row, and with notify on each new alert (and a level back to normal)
 * becomes a notice for the delivery step (push, e-mail, LINE).
 */
@Injectable()
export class AlertJudgeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AlertJudgeService.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    @Inject(WATER_ENV) private readonly env: WaterEnv,
    @InjectRedis() private readonly redis: Redis,
    private readonly sensors: SensorsRepository,
    private readonly settings: NotificationsRepository,
    private readonly alerts: AlertsRepository,
    private readonly notices: AlertNotices,
    private readonly gate: JudgementGate,
  ) {}

  onApplicationBootstrap(): void {
    if (this.env.WATER_ALERT_JUDGE !== 'true') return;
    const interval = this.env.WATER_ALERT_INTERVAL_MS;
    // Ticks at the slot boundaries (on the hour for the default), not an hour after boot.
    const tick = () => {
      this.timer = setTimeout(() => {
        this.running = this.runSlot(new Date()).catch((e: unknown) => this.logger.error({ msg: 'alert judgement failed', error: String(e) }));
        tick();
      }, interval - (Date.now() % interval) + 50);
    };
    tick();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Judges the slot of `now` if no other replica took it. Returns whether this one judged. */
  async runSlot(now: Date): Promise<{ judged: boolean; alerts: number }> {
    const slot = Math.floor(now.getTime() / this.env.WATER_ALERT_INTERVAL_MS);
    const taken = await this.redis.set(`water:alert-judge:${slot}`, String(process.pid), 'PX', this.env.WATER_ALERT_INTERVAL_MS * 2, 'NX');
    if (taken !== 'OK') return { judged: false, alerts: 0 };
    return { judged: true, alerts: await this.judgeAll(now) };
  }

  /** One pass over every sensor (in pages, by id); this replica's delivery waits meanwhile. */
  async judgeAll(now: Date): Promise<number> {
    return this.gate.during(() => this.judgePages(now));
  }

  private async judgePages(now: Date): Promise<number> {
    let made = 0;
    let after: string | null = null;
    for (;;) {
      const page = await this.sensors.page(after, PAGE);
      if (!page.length) break;
      after = page[page.length - 1].id;
      const settings = await this.settings.getMany([...new Set(page.map((s) => s.accountId))]);
      for (const s of page) {
        const setting = settings.get(s.accountId)!;
        const t = thresholdsOf(setting);
        const prev: JudgedState = { level: s.judgedLevel, silent: s.judgedSilent, lowBattery: s.judgedLowBattery };
        const level = s.lastLevel === null ? null : (round(s.lastLevel) as number);
        const { next, alerts } = judgeSensor(prev, { level, battery: s.lastBattery, measuredAt: s.lastMeasuredAt, now }, t);
        if (!alerts.length && next.level === prev.level && next.silent === prev.silent && next.lowBattery === prev.lowBattery) continue;
        const created = await this.alerts.record(s.id, next, alerts.map((kind) => ({
          accountId: s.accountId, sensorId: s.id, productId: s.productId, sensorName: s.name, type: kind,
          message: alertMessage(kind, { productId: s.productId, name: s.name, level, battery: round(s.lastBattery, 0) }, t),
        })));
        made += created.length;
        if (!setting.notify) continue;
        // Delivery is a separate step (src/alert-delivery): one notice each, the judgement never waits for people.
        for (const a of created) await this.notices.alert(s.accountId, s.id, a);
        if (prev.level !== '0' && next.level === '0') {
          await this.notices.recovery(s.accountId, { id: s.id, productId: s.productId, name: s.name }, level, toTokyoIso(now), String(now.getTime()));
        }
      }
    }
    if (made) this.logger.log({ msg: 'sensor alerts made', count: made });
    return made;
  }
}
