import { z } from 'zod';
import { LIMITS, max, required, type Rule } from '@inasaku/domain';
import { INT4_MAX, INT4_MIN, reorderRows, ruledString } from '../zod-rules';
import { FIELDS_MESSAGES, idField } from './common';

/**
 * Brands (品種) belong to one management year (spec 000 §3: brand_id, brand_name,
 * management_id, sort_key), like the paddy fields that point at them.
 */

export const BRAND_RULES = {
  brand_name: [required('品種名'), max(LIMITS.brandName)],
} satisfies Record<string, Rule[]>;

const brandName = ruledString(BRAND_RULES.brand_name);
// Bounded to the int4 column: a key past 2^31 is a 400, not a database error.
const sortKey = z
  .number({ message: FIELDS_MESSAGES.sortKey })
  .int({ message: FIELDS_MESSAGES.sortKey })
  .min(INT4_MIN, { message: FIELDS_MESSAGES.sortKeyRange })
  .max(INT4_MAX, { message: FIELDS_MESSAGES.sortKeyRange });

/** GET /inasaku/brands and GET /inasaku/create-brand-master-data (query): management_id only. */
export const listBrandsSchema = z.object({ management_id: z.string().optional() });

/** POST /inasaku/brands: appended at the end of the order. */
export const createBrandSchema = z.object({
  management_id: z.string().optional(),
  brand_name: brandName,
});

/** PUT /inasaku/brands */
export const updateBrandSchema = z.object({
  management_id: z.string().optional(),
  brand_id: idField,
  brand_name: brandName,
});

/** DELETE /inasaku/brands (JSON body). The brand's fields keep existing, without a brand. */
export const deleteBrandSchema = z.object({
  management_id: z.string().optional(),
  brand_id: idField,
});

/**
 * POST /inasaku/brands/order: only the rows whose key changed (libs/domain `changedRows`).
 * `sort_key` is the key the screen loaded; if it no longer matches, the order changed
 * elsewhere and the request is refused (409) without changing anything.
 */
export const orderBrandsSchema = z.object({
  management_id: z.string().optional(),
  brands: reorderRows(z.object({ brand_id: idField, sort_key: sortKey, new_sort_key: sortKey }), 'brand_id', '品種'),
});

export type CreateBrandRequest = z.infer<typeof createBrandSchema>;
export type UpdateBrandRequest = z.infer<typeof updateBrandSchema>;
export type DeleteBrandRequest = z.infer<typeof deleteBrandSchema>;
export type OrderBrandsRequest = z.infer<typeof orderBrandsSchema>;

export const brandSchema = z.object({
  brand_id: z.string(),
  brand_name: z.string(),
  management_id: z.string(),
  /** ascending = display order, from 1 */
  sort_key: z.number(),
});
export type Brand = z.infer<typeof brandSchema>;

/** DELETE answer: the brand and how many fields lost it. */
export const deleteBrandResponseSchema = z.object({
  brand_id: z.string(),
  cleared_paddy_field_count: z.number(),
});
export type DeleteBrandResponse = z.infer<typeof deleteBrandResponseSchema>;
