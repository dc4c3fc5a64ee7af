import { z } from 'zod';
import { managementIdField } from './common';

/**
 * GET /inasaku/work-progress -> WorkProgress[] (empty list when nothing to show): every field
 * item with item_progress '1', in season then item order. The dashboard shows the first
 * PAGE_SIZES.workProgress then すべてを見る; a row opens works-detail-edit
 * (viewMode 'e', season_id, item_id, routeName 'dashboard').
 */
export const listWorkProgressSchema = z.object({ management_id: managementIdField });
export type ListWorkProgressRequest = z.infer<typeof listWorkProgressSchema>;

export const workProgressSchema = z.object({
  /** the season's name */
  season: z.string(),
  season_id: z.string(),
  /** the season's colour, for the bar */
  color: z.string(),
  item_id: z.string(),
  item_name: z.string(),
  /** exact sum of the current areas (a) of the distinct fields with at least one history of the item this year */
  actual_total_area: z.string(),
  /** the item's total area (a); null when unset */
  item_area_total: z.string().nullable(),
  /** actual / total * 100, one decimal, not capped (0 without a total) */
  actual_percent: z.number(),
});
export type WorkProgress = z.infer<typeof workProgressSchema>;
