/**
 * NATS subjects of the works service (queue group 'works'). Requests only: the works service
 * publishes no events; it consumes account.account.created / .deleted and
 * fields.paddy-field.deleted (EVENTS in ../subjects).
 */
export const WORKS_SUBJECTS = {
  seasons: {
    /** GET /inasaku/season-histories */
    list: 'works.seasons.list',
    create: 'works.seasons.create',
    update: 'works.seasons.update',
    delete: 'works.seasons.delete',
    order: 'works.seasons.order',
    /** GET /inasaku/create-work-master-data */
    createMasterData: 'works.seasons.create-master-data',
  },
  items: {
    /** GET /inasaku/item-histories */
    list: 'works.items.list',
    create: 'works.items.create',
    update: 'works.items.update',
    delete: 'works.items.delete',
    order: 'works.items.order',
  },
  workHistories: {
    /** GET /inasaku/work-histories (one field) */
    list: 'works.work-histories.list',
    create: 'works.work-histories.create',
    update: 'works.work-histories.update',
    delete: 'works.work-histories.delete',
    /** GET /inasaku/search-work-histories */
    search: 'works.work-histories.search',
    /** GET /inasaku/paddy-field-histories */
    summaries: 'works.work-histories.summaries',
  },
  globalWorkHistories: {
    list: 'works.global-work-histories.list',
    create: 'works.global-work-histories.create',
    update: 'works.global-work-histories.update',
    delete: 'works.global-work-histories.delete',
  },
  logs: {
    list: 'works.logs.list',
    delete: 'works.logs.delete',
  },
  progress: {
    list: 'works.work-progress.list',
  },
  reports: {
    /** GET /inasaku/archive/work-histories: the yearly work report's data, in pages of about 800 kB */
    workData: 'works.reports.work-data',
  },
  locations: {
    list: 'works.locations.list',
    create: 'works.locations.create',
  },
  ping: 'works.system.ping',
} as const;
