/**
 * The libraries and modules that implement OpenIAP, shown on the home page and the Languages page.
 * Addresses are the public pages of each library and package; tests/unit/data.test.ts checks every entry.
 */
import {site} from '@site/shared/site';
import type {OpenIapVersions, VersionKey} from '@site/shared/openIapVersions';

/** The packages of openiap-versions.json whose version an install line may name. */
export type PackageVersionKey = Exclude<VersionKey, 'docs'>;

/** Stands for the package version in an install line; filled from openiap-versions.json when the page renders. */
export const VERSION_PLACEHOLDER = '{version}';

export interface InstallLine {
  /** The line that adds the library to a project. `{version}` is replaced by the version named by `versionOf`. */
  line: string;
  /** Which entry of openiap-versions.json fills `{version}`; set exactly when `line` contains the placeholder. */
  versionOf?: PackageVersionKey;
  /** Where the line goes, said to screen readers and shown above the code: "Terminal", "Podfile", ... */
  where: string;
}

export interface Library {
  /** Stable key, also the logo's file name: static/img/libraries/<id>.svg */
  id: string;
  name: string;
  /** What it is for, in one line. */
  description: string;
  /** Framework or platform it serves, shown as a label. */
  platform: string;
  /** What it is called in running text, e.g. the Sponsors page's "Apple", "React Native". */
  shortName: string;
  install: InstallLine;
  repositoryUrl: string;
  docsUrl: string;
  /** Official modules are maintained with the specification itself. */
  official?: boolean;
}

export const libraries: Library[] = [
  {
    id: 'openiap-apple',
    name: 'openiap-apple',
    description: 'The official Swift module: OpenIAP on StoreKit 2 for iOS, iPadOS and macOS apps.',
    platform: 'Swift · StoreKit 2',
    shortName: 'Apple',
    install: {line: "pod 'openiap', '{version}'", versionOf: 'apple', where: 'Podfile'},
    repositoryUrl: site.appleModuleUrl,
    docsUrl: 'https://cocoapods.org/pods/openiap',
    official: true,
  },
  {
    id: 'openiap-google',
    name: 'openiap-google',
    description: 'The official Kotlin module: OpenIAP on Google Play Billing, with Meta Horizon OS support.',
    platform: 'Kotlin · Play Billing',
    shortName: 'Google',
    install: {
      line: 'implementation("io.github.hyochan.openiap:openiap-google:{version}")',
      versionOf: 'google',
      where: 'build.gradle.kts',
    },
    repositoryUrl: site.googleModuleUrl,
    docsUrl: 'https://central.sonatype.com/artifact/io.github.hyochan.openiap/openiap-google',
    official: true,
  },
  {
    id: 'react-native-iap',
    name: 'react-native-iap',
    description: 'In-app purchases for React Native apps, built on the official modules.',
    platform: 'React Native',
    shortName: 'React Native',
    install: {line: 'npm install react-native-iap', where: 'Terminal'},
    repositoryUrl: 'https://github.com/hyochan/react-native-iap',
    docsUrl: 'https://hyochan.github.io/react-native-iap',
  },
  {
    id: 'expo-iap',
    name: 'expo-iap',
    description: 'In-app purchases for Expo apps, as an Expo module.',
    platform: 'Expo',
    shortName: 'Expo',
    install: {line: 'npx expo install expo-iap', where: 'Terminal'},
    repositoryUrl: 'https://github.com/hyochan/expo-iap',
    docsUrl: 'https://hyochan.github.io/expo-iap',
  },
  {
    id: 'flutter_inapp_purchase',
    name: 'flutter_inapp_purchase',
    description: 'In-app purchases for Flutter apps on iOS and Android.',
    platform: 'Flutter',
    shortName: 'Flutter',
    install: {line: 'flutter pub add flutter_inapp_purchase', where: 'Terminal'},
    repositoryUrl: 'https://github.com/hyochan/flutter_inapp_purchase',
    docsUrl: 'https://hyochan.github.io/flutter_inapp_purchase',
  },
  {
    id: 'kmp-iap',
    name: 'kmp-iap',
    description: 'In-app purchases for Kotlin Multiplatform and Compose Multiplatform apps.',
    platform: 'Kotlin Multiplatform',
    shortName: 'Kotlin Multiplatform',
    install: {line: 'implementation("io.github.hyochan:kmp-iap:{version}")', versionOf: 'kmp', where: 'build.gradle.kts'},
    repositoryUrl: 'https://github.com/hyochan/kmp-iap',
    docsUrl: 'https://hyochan.github.io/kmp-iap',
  },
];

/**
 * The install line of a library with its version filled in from openiap-versions.json. A line that needs a version
 * the file does not have is a mistake in the data, so it throws rather than print "{version}" to readers.
 */
export function installLine(library: Library, versions: OpenIapVersions): string {
  const {line, versionOf} = library.install;
  if (!versionOf) return line;
  const version = versions[versionOf];
  if (!version) {
    throw new Error(`${library.id}: its install line needs the "${versionOf}" version, but openiap-versions.json has no "${versionOf}" entry.`);
  }
  return line.split(VERSION_PLACEHOLDER).join(version);
}

/** Where a library's logo is served from; the file is static/img/libraries/<id>.svg. */
export function libraryLogoPath(id: string): string {
  return `/img/libraries/${id}.svg`;
}
