/**
 * The token of a mailed link, read from the fragment (#token=...) where the server put it so
 * it never reaches a server log; the address is then replaced without it.
 */
export function takeLinkToken(): string | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const token = params.get('token');
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}
