import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST_PLATFORMS, parseHostPlatforms, platformForHost } from './host-platforms.ts';

describe('host to platform map', () => {
  it('opens the demo platform on local hosts by default', () => {
    const map = parseHostPlatforms(DEFAULT_HOST_PLATFORMS);
    expect(platformForHost('localhost', map)).toBe('demo');
    expect(platformForHost('127.0.0.1', map)).toBe('demo');
    expect(platformForHost('escola.example.com', map)).toBeNull();
  });

  it('ignores malformed pairs and host case', () => {
    const map = parseHostPlatforms('Escola.Example.com = escola, broken, =x');
    expect(platformForHost('escola.example.com', map)).toBe('escola');
    expect(map.size).toBe(1);
  });
});
