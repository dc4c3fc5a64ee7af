import { createServer, type Server } from 'node:http';
import type { IngestMetrics } from '../metrics/ingest-metrics';
import { answerClientError } from './client-errors';
import { HTTP_ERRORS, sendError } from './http-answers';

/**
 * Prometheus' /metrics on a port of its own (SENSOR_INGEST_METRICS_PORT, bound to
 * SENSOR_INGEST_METRICS_HOST, 127.0.0.1 by default): the devices' port is open to the fields and
 * says nothing about the process to them.
 */
export function createMetricsServer(metrics: IngestMetrics): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') return sendError(res, HTTP_ERRORS.notFound);
    if (req.method !== 'GET') return sendError(res, HTTP_ERRORS.getOnly, { allow: 'GET' });
    return void metrics.text().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.contentType });
        res.end(text);
      },
      () => sendError(res, HTTP_ERRORS.unavailable),
    );
  });
  server.on('clientError', answerClientError(1_000));
  return server;
}
