import type { HeaderType, LayoutType, RouteHandle } from '@booking/shared/federation/remote-contract';

export interface ResolvedHandle {
  header: HeaderType;
  layout: LayoutType;
  titleId: string | null;
}

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The deepest route that says something wins; Extended header and default layout otherwise. */
export function resolveHandle(matches: readonly { handle?: unknown }[]): ResolvedHandle {
  const resolved: ResolvedHandle = { header: 'extended', layout: 'default', titleId: null };
  for (const { handle } of matches) {
    if (!isHandle(handle)) continue;
    if (handle.header === 'extended' || handle.header === 'compact') resolved.header = handle.header;
    if (handle.layout === 'default' || handle.layout === 'blank') resolved.layout = handle.layout;
    if (typeof handle.titleId === 'string') resolved.titleId = handle.titleId;
  }
  return resolved;
}
