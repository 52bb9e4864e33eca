import type { Service } from '@booking/shared/contract/services';

export interface ServiceCategory {
  name: string;
  services: Service[];
}

/** Categories in the order the API listed their first service; services keep their order. */
export function groupByCategory(services: readonly Service[]): ServiceCategory[] {
  const groups = new Map<string, Service[]>();
  for (const service of services) {
    const group = groups.get(service.category);
    if (group) group.push(service);
    else groups.set(service.category, [service]);
  }
  return [...groups].map(([name, list]) => ({ name, services: list }));
}
