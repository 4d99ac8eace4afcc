/**
 * The libraries and modules that implement OpenIAP, shown on the home page and the Languages page.
 * Addresses come from the specification's facts (shared/spec/facts.md); a unit test checks every entry.
 */
export interface Library {
  /** Stable key, also the logo's file name: static/img/libraries/<id>.svg */
  id: string;
  name: string;
  /** What it is for, in one line. */
  description: string;
  /** Framework or platform it serves, shown as a label. */
  platform: string;
  /** The one line that adds it to a project. */
  install: string;
  repositoryUrl: string;
  docsUrl: string;
  /** Official modules are maintained with the specification itself. */
  official?: boolean;
}

export const libraries: Library[] = [
  {
    id: 'openiap-apple',
    name: 'openiap-apple',
    description: 'The official Swift module: OpenIAP on StoreKit 2 for iOS, iPadOS, macOS and visionOS apps.',
    platform: 'Swift · StoreKit 2',
    install: "pod 'openiap'",
    repositoryUrl: 'https://github.com/hyodotdev/openiap/tree/main/packages/apple',
    docsUrl: 'https://cocoapods.org/pods/openiap',
    official: true,
  },
  {
    id: 'openiap-google',
    name: 'openiap-google',
    description: 'The official Kotlin module: OpenIAP on Google Play Billing, with Meta Horizon OS support.',
    platform: 'Kotlin · Play Billing',
    install: 'implementation("io.github.hyochan.openiap:openiap-google:1.3.4")',
    repositoryUrl: 'https://github.com/hyodotdev/openiap/tree/main/packages/google',
    docsUrl: 'https://central.sonatype.com/artifact/io.github.hyochan.openiap/openiap-google',
    official: true,
  },
  {
    id: 'react-native-iap',
    name: 'react-native-iap',
    description: 'In-app purchases for React Native apps, built on the official modules.',
    platform: 'React Native',
    install: 'npm install react-native-iap',
    repositoryUrl: 'https://github.com/hyochan/react-native-iap',
    docsUrl: 'https://hyochan.github.io/react-native-iap',
  },
  {
    id: 'expo-iap',
    name: 'expo-iap',
    description: 'In-app purchases for Expo apps, as an Expo module.',
    platform: 'Expo',
    install: 'npx expo install expo-iap',
    repositoryUrl: 'https://github.com/hyochan/expo-iap',
    docsUrl: 'https://hyochan.github.io/expo-iap',
  },
  {
    id: 'flutter_inapp_purchase',
    name: 'flutter_inapp_purchase',
    description: 'In-app purchases for Flutter apps on iOS and Android.',
    platform: 'Flutter',
    install: 'flutter pub add flutter_inapp_purchase',
    repositoryUrl: 'https://github.com/hyochan/flutter_inapp_purchase',
    docsUrl: 'https://hyochan.github.io/flutter_inapp_purchase',
  },
  {
    id: 'kmp-iap',
    name: 'kmp-iap',
    description: 'In-app purchases for Kotlin Multiplatform and Compose Multiplatform apps.',
    platform: 'Kotlin Multiplatform',
    install: 'implementation("io.github.hyochan:kmp-iap:1.0.0-rc.3")',
    repositoryUrl: 'https://github.com/hyochan/kmp-iap',
    docsUrl: 'https://hyochan.github.io/kmp-iap',
  },
];
