/**
 * The rules the simulated store obeys, read from the spec model of the docs version being read. A released version's
 * live examples must follow that release's numbers and enum values, not those of the spec now in `spec/`, so nothing
 * here (or anywhere in the sandbox) imports a value from `@site/spec`: only types, which cost nothing at run time.
 */
import type {ErrorCode, IapEvent, SubscriptionReplacementModeAndroid} from '../spec';
import {RETIRED_ERROR_SUCCESSORS, type AlternativeBillingModeName, type ReplacementModeName, type RetiredErrorName} from './retiredSpec';
import {kebabMode, modeName} from './replacementModeNames';

/** The error codes the simulated store raises, by their member name in the spec's ErrorCode enum. */
const ERROR_CODE_NAMES = [
  'AlreadyOwned',
  'BillingUnavailable',
  'ConnectionClosed',
  'DeferredPayment',
  'DeveloperError',
  'EmptySkuList',
  'FeatureNotSupported',
  'InitConnection',
  'ItemNotOwned',
  'ItemUnavailable',
  'NetworkError',
  'NotPrepared',
  'Pending',
  'ServiceDisconnected',
  'SkuNotFound',
  'SkuOfferMismatch',
  'SyncError',
  'UserCancelled',
] as const satisfies ReadonlyArray<keyof typeof ErrorCode>;

const EVENT_NAMES = ['PurchaseUpdated', 'PurchaseError', 'PromotedProductIOS', 'UserChoiceBillingAndroid'] as const satisfies ReadonlyArray<
  keyof typeof IapEvent
>;

const REPLACEMENT_MODE_NAMES = [
  'WithTimeProration',
  'ChargeProratedPrice',
  'WithoutProration',
  'ChargeFullPrice',
  'Deferred',
] as const satisfies ReadonlyArray<ReplacementModeName>;

/** The enum of releases before 3.0: Google Play's integer for each mode. */
const NUMERIC_REPLACEMENT_MODES = 'ReplacementModeAndroid';
/** The enum of later releases: the same modes as kebab-case strings, sent in `subscriptionProductReplacementParams`. */
const STRING_REPLACEMENT_MODES = 'SubscriptionReplacementModeAndroid';

const ALTERNATIVE_BILLING_MODE_NAMES = ['NONE', 'USER_CHOICE', 'ALTERNATIVE_ONLY'] as const satisfies ReadonlyArray<AlternativeBillingModeName>;

/**
 * The storefronts (ISO 3166-1 alpha-2) of each region the spec allows iOS external purchases in. The spec names
 * regions; the store decides by the account's storefront, so the sandbox needs the countries behind each name.
 */
const REGION_STOREFRONTS: Readonly<Record<string, readonly string[]>> = {
  'European Union': [
    'AT',
    'BE',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HU',
    'IE',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SK',
    'SI',
    'ES',
    'SE',
  ],
  'South Korea': ['KR'],
};

/**
 * An enum of the version's model: every member it has (live examples may name any of them), typed by the members
 * the sandbox itself relies on, which the model must have.
 */
type EnumValues<E, Names extends keyof E> = {readonly [K in Names]: E[K]} & {readonly [member: string]: E[keyof E]};

/**
 * A code the simulated store raises: one every version has, or one that older versions have and newer ones replaced
 * (raised as its successor where the version lacks it).
 */
export type SandboxErrorName = (typeof ERROR_CODE_NAMES)[number] | RetiredErrorName;
export type SandboxErrorCodes = EnumValues<typeof ErrorCode, (typeof ERROR_CODE_NAMES)[number]>;
export type SandboxEvents = EnumValues<typeof IapEvent, (typeof EVENT_NAMES)[number]>;
/** A replacement mode as the version's request takes it: Google Play's integer before 3.0, a kebab-case string since. */
export type SandboxReplacementMode = number | SubscriptionReplacementModeAndroid;
/** The modes the sandbox simulates, by member name, with the value the version's request carries for each. */
export type SandboxReplacementModes = {readonly [K in ReplacementModeName]: SandboxReplacementMode} & {readonly [member: string]: SandboxReplacementMode};
export type SandboxAlternativeBillingModes = {readonly [K in AlternativeBillingModeName]: string} & {readonly [member: string]: string};

/** Everything version-dependent the store obeys: lifecycle windows, limits, minimum versions and the enum values. */
export interface SandboxConstants {
  androidAcknowledgeWindowDays: number;
  /** Releases whose active subscriptions carry `willExpireSoon` give its window; later ones have neither. */
  willExpireSoonDays?: number;
  externalTokenReportHours: number;
  externalPurchaseLinkLimits: {maxUrlLength: number};
  minimumIOSVersions: {appTransaction: string; appTransactionExtendedFields: string; externalPurchaseApis: string; externalPurchaseLink: string};
  /** Releases with the older alternative billing flow only. */
  alternativeBillingMinimumBillingLibrary?: {USER_CHOICE: string; ALTERNATIVE_ONLY: string};
  /** The storefronts of the regions where iOS external purchases are allowed. */
  externalPurchaseStorefronts: readonly string[];
  /** The enums, with the version's members and values: what the store emits and what live examples compare with. */
  errorCodes: SandboxErrorCodes;
  events: SandboxEvents;
  /** The simulated modes; their values are numbers only where the version has the numeric enum. */
  replacementModes: SandboxReplacementModes;
  /** Releases with the older alternative billing flow only. */
  alternativeBillingModes?: SandboxAlternativeBillingModes;
  /** What the promoted-product event carries: the product, or (where the release says so) only its identifier. */
  promotedProductPayload: 'product' | 'product-id';
}

/** The parts of a spec model (live or frozen with a docs version) the sandbox reads. */
export interface SpecModelParts {
  constants: Record<string, unknown>;
  types: ReadonlyArray<{
    name: string;
    kind: string;
    members?: ReadonlyArray<{name: string; value: string}>;
    fields?: ReadonlyArray<{name: string; type?: string}>;
  }>;
}

/** Thrown when a model lacks something the sandbox needs; the caller says which model file it was. */
export class SandboxModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxModelError';
  }
}

function at(constants: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), constants);
}

function positiveNumber(constants: Record<string, unknown>, path: string): number {
  const value = at(constants, path);
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new SandboxModelError(`the constant ${path} must be a positive number, found ${JSON.stringify(value)}.`);
  }
  return value;
}

function versionString(constants: Record<string, unknown>, path: string): string {
  const value = at(constants, path);
  if (typeof value !== 'string' || !/^\d+(\.\d+)*$/.test(value)) {
    throw new SandboxModelError(`the constant ${path} must be a version number such as "16.0", found ${JSON.stringify(value)}.`);
  }
  return value;
}

/** A member value as the model writes it: `'E_UNKNOWN'` (quoted) for string enums, `6` for numeric ones. */
function memberValue(raw: string): string | number {
  const quoted = /^(['"])(.*)\1$/.exec(raw);
  if (quoted) return quoted[2];
  const number = Number(raw);
  if (raw.trim() !== '' && Number.isFinite(number)) return number;
  throw new SandboxModelError(`the enum value ${raw} is neither a quoted string nor a number.`);
}

function enumValues<T>(model: SpecModelParts, enumName: string, required: readonly string[]): T {
  const type = model.types.find((entry) => entry.name === enumName && entry.kind === 'enum');
  if (!type) throw new SandboxModelError(`it has no enum ${enumName}, which the sandbox simulates.`);
  const members = type.members ?? [];
  const missing = required.find((name) => !members.some((member) => member.name === name));
  if (missing) throw new SandboxModelError(`the enum ${enumName} has no member ${missing}, which the sandbox simulates.`);
  return Object.fromEntries(members.map((member) => [member.name, memberValue(member.value)])) as T;
}

/**
 * The version's replacement modes: the numeric enum where the version has it (its requests take the integer), else
 * the simulated modes of the string union (its requests name the mode in `subscriptionProductReplacementParams`).
 * Modes the sandbox does not simulate (`keep-existing`, `unknown-replacement-mode`) are left out, so that a request
 * naming one is refused as unsimulated.
 */
function replacementModesOf(model: SpecModelParts): SandboxReplacementModes {
  if (hasEnum(model, NUMERIC_REPLACEMENT_MODES)) return enumValues<SandboxReplacementModes>(model, NUMERIC_REPLACEMENT_MODES, REPLACEMENT_MODE_NAMES);
  const union = model.types.find((entry) => entry.name === STRING_REPLACEMENT_MODES);
  const values = (union?.members ?? []).map((member) => memberValue(member.value));
  if (values.length === 0) {
    throw new SandboxModelError(
      `it has neither the enum ${NUMERIC_REPLACEMENT_MODES} nor ${STRING_REPLACEMENT_MODES} with members, which the sandbox simulates.`,
    );
  }
  const simulated: readonly string[] = REPLACEMENT_MODE_NAMES;
  const modes = Object.fromEntries(
    values.filter((value): value is string => typeof value === 'string' && simulated.includes(modeName(value))).map((value) => [modeName(value), value]),
  );
  const missing = REPLACEMENT_MODE_NAMES.find((name) => !(name in modes));
  if (missing) throw new SandboxModelError(`${STRING_REPLACEMENT_MODES} has no value ${kebabMode(missing)}, which the sandbox simulates.`);
  return modes as SandboxReplacementModes;
}

function hasField(model: SpecModelParts, typeName: string, fieldName: string): boolean {
  return model.types.some((entry) => entry.name === typeName && (entry.fields ?? []).some((field) => field.name === fieldName));
}

function hasEnum(model: SpecModelParts, enumName: string): boolean {
  return model.types.some((entry) => entry.name === enumName && entry.kind === 'enum');
}

/** The version's error codes; each retired code the store raises must be there, or the code that replaced it. */
function errorCodesOf(model: SpecModelParts): SandboxErrorCodes {
  const codes = enumValues<SandboxErrorCodes>(model, 'ErrorCode', ERROR_CODE_NAMES);
  for (const [retired, successor] of Object.entries(RETIRED_ERROR_SUCCESSORS)) {
    if (!(retired in codes) && !(successor in codes)) {
      throw new SandboxModelError(`the enum ErrorCode has neither ${retired} nor ${successor}, which the sandbox simulates.`);
    }
  }
  return codes;
}

/** The code of a name as the version spells it: a retired name falls back to its successor where the version lacks it. */
export function errorCodeOf(codes: SandboxErrorCodes, name: SandboxErrorName): string {
  const own = (codes as Record<string, string | number | undefined>)[name];
  if (own !== undefined) return String(own);
  const successor = (RETIRED_ERROR_SUCCESSORS as Record<string, string>)[name];
  return String((codes as Record<string, string | number>)[successor]);
}

function externalPurchaseStorefronts(constants: Record<string, unknown>): string[] {
  const regions = constants.externalPurchaseRegions;
  if (!Array.isArray(regions) || regions.length === 0) {
    throw new SandboxModelError(`the constant externalPurchaseRegions must be a list of region names, found ${JSON.stringify(regions)}.`);
  }
  return regions.flatMap((region) => {
    const storefronts = typeof region === 'string' ? REGION_STOREFRONTS[region] : undefined;
    if (!storefronts) {
      throw new SandboxModelError(
        `the external purchase region ${JSON.stringify(region)} is unknown to the sandbox; add its storefronts to shared/sandboxConstants.ts.`,
      );
    }
    return storefronts;
  });
}

/**
 * The store's rules from a spec model. Throws a {@link SandboxModelError} that names what is missing or malformed,
 * so a damaged frozen model stops the build instead of giving a version's live examples wrong rules.
 */
export function sandboxConstantsFromModel(model: SpecModelParts): SandboxConstants {
  const {constants} = model;
  return {
    androidAcknowledgeWindowDays: positiveNumber(constants, 'androidAcknowledgeWindowDays'),
    ...(hasField(model, 'ActiveSubscription', 'willExpireSoon') ? {willExpireSoonDays: positiveNumber(constants, 'willExpireSoonDays')} : {}),
    externalTokenReportHours: positiveNumber(constants, 'externalTokenReportHours'),
    externalPurchaseLinkLimits: {maxUrlLength: positiveNumber(constants, 'externalPurchaseLinkLimits.maxUrlLength')},
    minimumIOSVersions: {
      appTransaction: versionString(constants, 'minimumIOSVersions.appTransaction'),
      appTransactionExtendedFields: versionString(constants, 'minimumIOSVersions.appTransactionExtendedFields'),
      externalPurchaseApis: versionString(constants, 'minimumIOSVersions.externalPurchaseApis'),
      externalPurchaseLink: versionString(constants, 'minimumIOSVersions.externalPurchaseLink'),
    },
    ...(hasEnum(model, 'AlternativeBillingModeAndroid')
      ? {
          alternativeBillingMinimumBillingLibrary: {
            USER_CHOICE: versionString(constants, 'alternativeBillingMinimumBillingLibrary.USER_CHOICE'),
            ALTERNATIVE_ONLY: versionString(constants, 'alternativeBillingMinimumBillingLibrary.ALTERNATIVE_ONLY'),
          },
          alternativeBillingModes: enumValues<SandboxAlternativeBillingModes>(model, 'AlternativeBillingModeAndroid', ALTERNATIVE_BILLING_MODE_NAMES),
        }
      : {}),
    externalPurchaseStorefronts: externalPurchaseStorefronts(constants),
    errorCodes: errorCodesOf(model),
    events: enumValues<SandboxEvents>(model, 'IapEvent', EVENT_NAMES),
    replacementModes: replacementModesOf(model),
    promotedProductPayload: payloadType(model, 'PromotedProductIOS') === 'string' ? 'product-id' : 'product',
  };
}

/** The type an event's payload has in the model's `IapEventPayloads`, or undefined where the model does not say. */
function payloadType(model: SpecModelParts, event: string): string | undefined {
  const payloads = model.types.find((entry) => entry.name === 'IapEventPayloads');
  return payloads?.fields?.find((field) => field.name === `[IapEvent.${event}]`)?.type;
}
