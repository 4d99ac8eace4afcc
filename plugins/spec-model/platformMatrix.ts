/**
 * Which platforms have each operation, event, type and field of a spec model: the rows of the platform matrix page.
 *
 * The model states a platform in three ways, and a member gets the first that applies: its own `@platform` tag, its
 * name's suffix (`…IOS`, `…Android`), then its owner's platform (the type of a field, the iOS or Android operation
 * set of an operation). Anything else is on both stores.
 *
 * Meta Horizon OS has no platform value of its own: the model serves its store through the Android implementation.
 * So a member on every platform is there too, the Horizon types are there, and an iOS-only member is not. Whether
 * the Horizon store also has an Android-only member (alternative billing, acknowledging) the model does not say; the
 * matrix says so instead of guessing.
 */
import {moduleTitle} from './specFiles';
import type {OperationModel, Platform, SpecModel, TypeModel} from '../../shared/specModel';
import type {Availability, MatrixRow, MatrixRowKind, MatrixSection} from '../../shared/platformMatrix';
import {operationSymbol} from '../../shared/migration';
import {fieldAnchor, symbolPagePath} from '../../shared/symbolPages';

export type {Availability, MatrixRow, MatrixRowKind, MatrixSection};

export const HORIZON_MODULE = 'horizon';

/** The platform a name's suffix states: `getPromotedProductIOS` → ios, `PurchaseAndroid` → android. */
export function suffixPlatform(name: string): Platform | undefined {
  const bare = name.replace(/\W+$/, '');
  if (bare.endsWith('IOS')) return 'ios';
  if (bare.endsWith('Android')) return 'android';
  return undefined;
}

/** The platform of a member: its tag, else its name's suffix, else its owner's. */
export function memberPlatform(member: {name: string; platform?: Platform}, ownerPlatform?: Platform): Platform | undefined {
  return member.platform ?? suffixPlatform(member.name) ?? ownerPlatform;
}

/** The three columns of one row, from the member's platform and whether it belongs to the Horizon module. */
export function availability(platform: Platform | undefined, horizonOnly: boolean): Pick<MatrixRow, 'ios' | 'android' | 'horizon'> {
  return {
    ios: platform === 'android' ? 'no' : 'yes',
    android: platform === 'ios' ? 'no' : 'yes',
    horizon: horizonOnly || platform === undefined ? 'yes' : platform === 'ios' ? 'no' : 'unstated',
  };
}

function typeDetail(type: TypeModel): string {
  if (type.kind === 'alias') return type.members ? 'union' : 'alias';
  return type.kind;
}

function operationPlatform(operation: OperationModel): Platform | undefined {
  const group = operation.group === 'ios' || operation.group === 'android' ? operation.group : undefined;
  return memberPlatform(operation, group);
}

/**
 * The matrix of a model: operations, events (the listener functions), then the types of each spec module, each type
 * followed by the fields it declares itself (an inherited field is a row of the type that declares it). Each links
 * its symbol's page (a field its row there), made against the docs version's base path.
 */
export function platformMatrix(model: SpecModel, base: string): MatrixSection[] {
  const operationRow = (operation: OperationModel, kind: MatrixRowKind): MatrixRow => ({
    kind,
    name: operation.name,
    href: symbolPagePath(base, operationSymbol(operation)),
    ...availability(operationPlatform(operation), false),
  });
  const sections: MatrixSection[] = [
    {id: 'operations', title: 'Operations', rows: model.operations.filter((op) => op.group !== 'listeners').map((op) => operationRow(op, 'operation'))},
    {id: 'events', title: 'Events', rows: model.operations.filter((op) => op.group === 'listeners').map((op) => operationRow(op, 'event'))},
  ];
  const modules = [...new Set(model.types.map((type) => type.module))];
  for (const module of modules) {
    const rows: MatrixRow[] = [];
    for (const type of model.types.filter((entry) => entry.module === module)) {
      const horizonOnly = type.module === HORIZON_MODULE;
      const platform = memberPlatform(type);
      const page = symbolPagePath(base, {kind: 'declaration', name: type.name});
      rows.push({kind: 'type', name: type.name, detail: typeDetail(type), href: page, ...availability(platform, horizonOnly)});
      for (const field of type.fields ?? []) {
        if (field.inheritedFrom) continue;
        rows.push({
          kind: 'field',
          name: field.name,
          owner: type.name,
          href: `${page}#${fieldAnchor(field.name)}`,
          ...availability(memberPlatform(field, platform), horizonOnly),
        });
      }
    }
    sections.push({id: `types-${module}`, title: `Types: ${moduleTitle(module)}`, rows});
  }
  return sections;
}

/** The name a row is found by and shown as: `initConnection`, `ProductIOS`, `ProductIOS.displayNameIOS`. */
export function qualifiedRowName(row: Pick<MatrixRow, 'name' | 'owner'>): string {
  return row.owner ? `${row.owner}.${row.name}` : row.name;
}
