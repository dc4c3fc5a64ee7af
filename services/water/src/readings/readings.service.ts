import { Injectable } from '@nestjs/common';
import {
  MAX_READING_SPAN_DAYS, SENSOR_MESSAGES,
  type LatestReadingRequest, type LatestReadingResponse, type PagedList, type RawReadingsRequest, type RequestContext,
  type SensorReading, type YearlyReadingsRequest, type YearlySensorSeries,
} from '@inasaku/contracts';
import { YEARLY_POINT_LOOKBACK_MS, parseTokyoTime, readingWindow, yearlyPointTimes } from '@inasaku/domain';
import { RpcErrors } from '@inasaku/service-kit';
import { toReading } from '../sensors/sensor.mapper';
import { SensorsRepository, type SensorRow } from '../sensors/sensors.repository';
import { WaterAccess } from '../sensors/water-access';
import { ReadingsRepository } from './readings.repository';

const DAY_MS = 86_400_000;

/** Readings of one sensor (raw 3 hours, a span, the latest) and the yearly 00:00 / 12:00 points. */
@Injectable()
export class ReadingsService {
  constructor(
    private readonly access: WaterAccess,
    private readonly sensors: SensorsRepository,
    private readonly readings: ReadingsRepository,
  ) {}

  /** /api/sensor/raw and /api/sensor/sensor-data: newest first. */
  async span(context: RequestContext, input: RawReadingsRequest, now = new Date()): Promise<PagedList<SensorReading>> {
    const accountId = await this.access.read(context);
    const sensor = await this.sensor(accountId, input.sensor_id);
    const from = input.from_datetime ? parseTokyoTime(input.from_datetime) : null;
    const to = input.to_datetime ? parseTokyoTime(input.to_datetime) : null;
    if ((input.from_datetime && !from) || (input.to_datetime && !to)) {
      return RpcErrors.validation(SENSOR_MESSAGES.datetime, from ? 'to_datetime' : 'from_datetime');
    }
    const w = readingWindow(now, from, to);
    if (w.to.getTime() < w.from.getTime() || w.to.getTime() - w.from.getTime() > MAX_READING_SPAN_DAYS * DAY_MS) {
      return RpcErrors.validation(`期間は${MAX_READING_SPAN_DAYS}日以内で指定してください。`, 'from_datetime');
    }
    const rows = await this.readings.span(sensor.id, w.from, w.to);
    return { list: rows.map((r) => toReading(r, sensor)), total_count: rows.length };
  }

  /** The paddy field panel's read: by product ID or tag_no; an unknown one answers nulls. */
  async latest(context: RequestContext, input: LatestReadingRequest): Promise<LatestReadingResponse> {
    const accountId = await this.access.read(context);
    const productId = (input.sensor_id || input.tag_no) as string;
    const sensor = await this.sensors.findByProductId(accountId, productId);
    if (!sensor) return { sensor: null, reading: null };
    const head = { sensor_id: sensor.productId, sensor_name: sensor.name };
    if (!sensor.lastMeasuredAt) return { sensor: head, reading: null };
    const rows = await this.readings.span(sensor.id, sensor.lastMeasuredAt, sensor.lastMeasuredAt, 1);
    return { sensor: head, reading: rows.length ? toReading(rows[0], sensor) : null };
  }

  /** /api/sensor/sensor-data-histories: per sensor, points oldest first. */
  async yearly(context: RequestContext, input: YearlyReadingsRequest): Promise<{ list: YearlySensorSeries[] }> {
    const accountId = await this.access.read(context);
    const sensors = input.sensor_id ? [await this.sensor(accountId, input.sensor_id)] : await this.sensors.list(accountId);
    const times = yearlyPointTimes(input.year, input.month);
    // One statement for every sensor asked for (the report page asks for all of the account's).
    const points = await this.readings.points(sensors.map((s) => s.id), times, YEARLY_POINT_LOOKBACK_MS);
    const list: YearlySensorSeries[] = sensors.map((s) => ({
      sensor_id: s.productId, sensor_name: s.name, points: (points.get(s.id) ?? []).map((r) => toReading(r, s)),
    }));
    list.sort((a, b) => a.sensor_id.localeCompare(b.sensor_id));
    return { list };
  }

  /** /api/sensor/histories: the same points flat, newest first, sensors by product ID. */
  async yearlyTable(context: RequestContext, input: YearlyReadingsRequest): Promise<PagedList<SensorReading>> {
    const { list } = await this.yearly(context, input);
    const rows = list.flatMap((s) => [...s.points].reverse());
    rows.sort((a, b) => (a.datetime === b.datetime ? a.sensor_id.localeCompare(b.sensor_id) : a.datetime < b.datetime ? 1 : -1));
    return { list: rows, total_count: rows.length };
  }

  private async sensor(accountId: string, productId: string): Promise<SensorRow> {
    return (await this.sensors.findByProductId(accountId, productId)) ?? RpcErrors.notFound(SENSOR_MESSAGES.notFound);
  }
}
