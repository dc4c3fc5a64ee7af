/** NATS subjects of the reports service (queue group 'reports'). */
export const REPORTS_SUBJECTS = {
  ping: 'reports.system.ping',
  exportJobs: {
    /** POST /inasaku/archive/work */
    create: 'reports.export-jobs.create',
    /** GET /inasaku/archive/work */
    get: 'reports.export-jobs.get',
    /** NATS only, asked by the gateway before it streams /media/exports/<job_id> */
    file: 'reports.export-jobs.file',
  },
} as const;

/**
 * The JetStream work queue of export jobs: one message per job (msgId `export:<job_id>`), taken
 * by exactly one replica; an unacknowledged job comes back after the ack wait (EXPORT_ACK_WAIT_MS).
 */
export const EXPORT_QUEUE = {
  stream: 'REPORTS_EXPORTS',
  subject: 'reports.export-jobs.queued',
  consumer: 'reports-export-builder',
  /** deliveries of one job before it is marked failed */
  maxDeliver: 3,
} as const;
