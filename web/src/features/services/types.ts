import type { useListServices } from '../../api/generated/content/content';

/** A service as GET /api/services returns it (typed from the generated client). */
export type ServiceItem = NonNullable<ReturnType<typeof useListServices>['data']>['items'][number];
