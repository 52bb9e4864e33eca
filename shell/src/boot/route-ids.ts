/** Route ids the loaders plug remote routes under (see routes.tsx). */
export const ORGANIZATION_ROUTE_ID = 'organization';
export const MERCHANT_CONTENT_ROUTE_ID = 'merchant-content';
export const STAFF_ROUTE_ID = 'staff';
export const STAFF_CONTENT_ROUTE_ID = 'staff-content';
