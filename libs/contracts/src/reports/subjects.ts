/** NATS subjects of the reports service (queue group 'reports'). */
export const REPORTS_SUBJECTS = {
  ping: 'reports.system.ping',
} as const;
