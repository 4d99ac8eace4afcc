/** The name OperationDetails is registered under as a static-island view (src/components/StaticIsland/views.ts). */
export const OPERATION_DETAILS_VIEW = 'OperationDetails';
