/**
 * The sandbox: an in-browser simulated store that implements the OpenIAP operations and events with the behaviour
 * the specification documents, following the spec model of the docs version being read. Pure TypeScript; the React
 * bindings live in src/components/Sandbox*.
 */
export {SimulatedStore, createSimulatedStore} from './store';
export {SIMULATED_OPERATIONS, isSimulatedOperation} from '@site/shared/sandboxOperations';
export type {SimulatedOperations, SimulatedOperationName, SimulatedIosOperationName, SimulatedAndroidOperationName} from '@site/shared/sandboxOperations';
export {SandboxModelError, sandboxConstantsFromModel} from '@site/shared/sandboxConstants';
export type {SandboxConstants, SandboxReplacementMode, SpecModelParts} from '@site/shared/sandboxConstants';
export {derivePendingUpgradeProductId, versionAtLeast} from './records';
export {externalLinkProblem} from './app-store-apis';
export {SandboxError, isPurchaseError} from './errors';
export {CATALOG, findEntry, formatPrice, offerToken, toProduct} from '@site/shared/sandboxCatalog';
export {subscriptionReplacementMode} from './request-shapes';
export type {CatalogEntry, PlanDefinition, ProductKind} from '@site/shared/sandboxCatalog';
export {SimulatedClock, DAY_MS, HOUR_MS, MINUTE_MS} from './clock';
export type {Duration} from './clock';
export {DEFAULT_SCENARIOS, FLAKY_FAILURES} from './scenarios';
export type {NetworkCondition, PurchaseOutcome, SandboxScenarios} from './scenarios';
export type * from './types';
