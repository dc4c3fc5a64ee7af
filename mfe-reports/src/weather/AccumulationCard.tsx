import { Card, Col, Row, Statistic } from 'antd';
import { EChart } from '../common/EChart';
import type { WeatherAccumulation as Accumulation } from '../common/weather-api';
import { accumulationLineOption, accumulationPieOption } from './chart-options';
import { WEATHER_TEXTS as T } from './texts';

/** Beyond the spec: 到達予測 is the service's predicted day; reached settings say so. */
export function predictionText(a: Accumulation): string {
  if (a.settings.percent >= 100) return T.reached;
  const date = a.prediction?.date;
  if (!date) return T.noPrediction;
  return date.slice(0, 10).replace(/-/g, '/');
}

/** Per weather setting: the accumulated-temperature chart and the percent pie, with 到達予測. */
export function AccumulationCard({ accumulation: a, index }: { accumulation: Accumulation; index: number }) {
  return (
    <Card size="small" title={a.settings.name} data-testid="weather-accumulation" style={{ marginBottom: 12 }}>
      <Row gutter={[12, 12]} align="middle">
        <Col xs={24} md={16}>
          <EChart testId={`weather-accumulation-chart-${index}`} option={accumulationLineOption(a)} />
        </Col>
        <Col xs={24} md={8}>
          <EChart testId={`weather-accumulation-pie-${index}`} option={accumulationPieOption(a)} height={180} />
          <Row gutter={8}>
            <Col span={12}>
              <Statistic title={T.accumulated} value={a.settings.sum} suffix={`/ ${a.settings.target.toLocaleString('ja-JP')}℃`} />
            </Col>
            <Col span={12} data-testid="weather-prediction">
              <Statistic title={T.prediction} value={predictionText(a)} />
            </Col>
          </Row>
        </Col>
      </Row>
    </Card>
  );
}
