/** Reloads the page ('Try Again', an expired payment session). A module of its own so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
