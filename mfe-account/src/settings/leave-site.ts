/**
 * Full page loads, for the moments when nothing of the current session may survive in memory
 * (after leaving the account or signing out on the phone). An object so that tests can replace it.
 */
export const site = {
  go(path: string): void {
    window.location.assign(path);
  },
};
