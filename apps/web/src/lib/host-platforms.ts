export const DEFAULT_HOST_PLATFORMS = 'localhost=demo,127.0.0.1=demo';

/** 'host=slug,host=slug' to a lookup; malformed pairs are ignored. */
export function parseHostPlatforms(value: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of value.split(',')) {
    const [host, slug] = pair.split('=').map((part) => part.trim());
    if (host && slug) map.set(host.toLowerCase(), slug);
  }
  return map;
}

const HOST_PLATFORMS = parseHostPlatforms(import.meta.env.VITE_HOST_PLATFORMS ?? DEFAULT_HOST_PLATFORMS);

/** The platform a host name opens at the root path, if it has one. */
export function platformForHost(hostname: string, platforms = HOST_PLATFORMS): string | null {
  return platforms.get(hostname.toLowerCase()) ?? null;
}
