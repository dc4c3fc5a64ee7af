import { z } from 'zod';

/**
 * account.accounts.set-features (NATS only, `npm run water-feature`): switch an account's water
 * feature and admin flag (spec 000 §4.1). The account is the one of the user with this e-mail;
 * absent flags are kept. Answer `SetAccountFeaturesResponse`; 404 when no user has the e-mail.
 */
export const setAccountFeaturesSchema = z.object({
  email: z.string().min(1).max(128),
  water_management: z.boolean().optional(),
  admin: z.boolean().optional(),
});
export interface SetAccountFeaturesResponse {
  account_id: string;
  water_management: boolean;
  admin: boolean;
}
