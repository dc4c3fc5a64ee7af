import { CLIENT_ROUTES } from '@inasaku/contracts';
import { callApi } from '@inasaku/ui';

export const personalApi = {
  /** The session is gone with the account; this clears the cookies. */
  signOut: () => callApi(CLIENT_ROUTES['auth.signOut'], {}, { noRefresh: true }),
};
