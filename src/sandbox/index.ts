/**
 * The sandbox: an in-browser simulated store that implements the OpenIAP operations and events with the behaviour
 * the specification documents. Pure TypeScript; the React bindings live in src/components/Sandbox*.
 */
export {SimulatedStore, createSimulatedStore, derivePendingUpgradeProductId, externalLinkProblem, versionAtLeast} from './store';
export type {SimulatedOperations, SimulatedIosOperationName, SimulatedAndroidOperationName} from './store';
export {SandboxError, isPurchaseError} from './errors';
export {CATALOG, findEntry, offerToken, toProduct} from './catalog';
export type {CatalogEntry, PlanDefinition, ProductKind} from './catalog';
export {SimulatedClock, DAY_MS, HOUR_MS, MINUTE_MS} from './clock';
export type {Duration} from './clock';
export {DEFAULT_SCENARIOS, FLAKY_FAILURES} from './types';
export type * from './types';
