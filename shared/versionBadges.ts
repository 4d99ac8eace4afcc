/**
 * The package badges of the Versions page: where each image comes from, where it links and what it says in words.
 * Shared by the component and the Markdown copies of the docs (plugins/markdown-export).
 */
import type {OpenIapVersions} from './openIapVersions';
import {site} from './site';

/** One package badge: an image from a badge service, linked to the package's page. */
export interface BadgeSpec {
  id: string;
  /** What the badge stands for, e.g. "Google module · Maven Central". */
  caption: string;
  /** Badge image address (img.shields.io). */
  src: string;
  /** The page the badge links to. */
  href: string;
  /** The image's fixed box, so that the page does not move when it arrives. */
  width: number;
  height: number;
  /** The readable text of the badge, used as alt text and as the fallback when the image cannot load. */
  text: (versions: OpenIapVersions) => string;
}

function withVersion(label: string, version: string | undefined): string {
  return version ? `${label}: ${version}` : label;
}

/** The three package badges of the Versions page, each linked to the public page of its package. */
export const badges: BadgeSpec[] = [
  {
    id: 'maven',
    caption: 'Google module · Maven Central',
    src: 'https://img.shields.io/maven-central/v/io.github.hyochan.openiap/openiap-google',
    href: 'https://central.sonatype.com/artifact/io.github.hyochan.openiap/openiap-google',
    width: 140,
    height: 20,
    text: (v) => withVersion('openiap-google on Maven Central', v.google),
  },
  {
    id: 'swift-package',
    caption: 'Apple module · Swift Package',
    src: 'https://img.shields.io/github/v/tag/hyodotdev/openiap?filter=apple-v*&label=Swift%20Package&logo=swift&color=orange',
    href: site.appleModuleUrl,
    width: 190,
    height: 20,
    text: (v) => withVersion('openiap-apple as a Swift Package', v.apple),
  },
  {
    id: 'cocoapods',
    caption: 'Apple module · CocoaPods',
    src: 'https://img.shields.io/cocoapods/v/openiap?color=E35A5F&label=CocoaPods&logo=cocoapods',
    href: 'https://cocoapods.org/pods/openiap',
    width: 130,
    height: 20,
    text: (v) => withVersion('openiap-apple on CocoaPods', v.apple),
  },
];
