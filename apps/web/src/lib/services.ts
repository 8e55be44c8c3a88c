import { SERVICE_BASES, type ServiceMap, type ServiceName } from '@ava/contracts';

/** 'exam-builder' is configured as VITE_SERVICE_EXAM_BUILDER. */
export function serviceVariable(service: ServiceName): string {
  return `VITE_SERVICE_${service.toUpperCase().replaceAll('-', '_')}`;
}

/** The base address of every service: the design's default unless the build configures another host. */
export function resolveServiceBases(env: Readonly<Record<string, unknown>>): ServiceMap {
  const bases = { ...SERVICE_BASES } as ServiceMap;
  for (const service of Object.keys(SERVICE_BASES) as ServiceName[]) {
    const override = env[serviceVariable(service)];
    if (typeof override === 'string' && override.trim() !== '') bases[service] = override.trim().replace(/\/+$/, '');
  }
  return bases;
}

export const SERVICES: ServiceMap = resolveServiceBases(import.meta.env);
