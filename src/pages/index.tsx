import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import SpecLink from '@site/src/components/SpecLink';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {site} from '@site/shared/site';
import {benefits, overview} from '@site/src/data/home';
import {libraries} from '@site/src/data/libraries';
import {currentSponsors} from '@site/src/data/sponsors';
import {useOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import styles from './index.module.css';

function Hero() {
  const versions = useOpenIapVersions();
  return (
    <header className={styles.hero}>
      <div className="container">
        <SpecLink to="/docs/versions" className={styles.versionBadge}>
          Specification v{versions.gql}
        </SpecLink>
        <Heading as="h1" className={styles.heroTitle}>
          {site.productName}
        </Heading>
        <p className={styles.heroTagline}>
          One specification for in-app purchases on the App Store, Google Play and Meta Horizon OS, implemented for Swift, Kotlin, React Native, Expo, Flutter
          and Kotlin Multiplatform.
        </p>
        <div className={styles.heroActions}>
          <SpecLink className="button button--primary button--lg" to="/docs/lifecycle">
            Get Started
          </SpecLink>
          <Link className="button button--secondary button--lg" href={site.repositoryUrl}>
            View on Github
          </Link>
        </div>
      </div>
    </header>
  );
}

function CoreModules() {
  const versions = useOpenIapVersions();
  const modules = [
    {
      name: 'openiap-apple',
      store: 'StoreKit 2',
      language: 'Swift',
      version: versions.apple,
      href: site.appleModuleUrl,
      text: 'The reference implementation for Apple platforms, used underneath the framework libraries.',
    },
    {
      name: 'openiap-google',
      store: 'Google Play Billing',
      language: 'Kotlin',
      version: versions.google,
      href: site.googleModuleUrl,
      text: 'The reference implementation for Android, which also reaches the Meta Horizon Store on Quest.',
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="core-modules">
      <div className="container">
        <Heading as="h2" id="core-modules" className={styles.sectionTitle}>
          Official core modules
        </Heading>
        <div className={styles.moduleGrid}>
          {modules.map((module) => (
            <Link key={module.name} href={module.href} className={styles.moduleCard}>
              <span className={styles.moduleMeta}>
                {module.language} · {module.store}
              </span>
              <strong className={styles.moduleName}>{module.name}</strong>
              {module.version && <span className={styles.moduleVersion}>v{module.version}</span>}
              <span>{module.text}</span>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

function Problem() {
  return (
    <section className={clsx(styles.section, styles.problem)} aria-labelledby="the-problem">
      <div className="container">
        <Heading as="h2" id="the-problem" className={styles.sectionTitle}>
          The problem
        </Heading>
        <p className={styles.lead}>
          Every store names the same ideas differently. A product is an <code>SKProduct</code> or a <code>Product</code> on Apple platforms and a{' '}
          <code>ProductDetails</code> on Google Play; purchase states, error codes and subscription changes differ too. Each framework library then invents its
          own mapping, so an app that moves from one library to another, or a team that ships on two frameworks, relearns in-app purchases each time. OpenIAP
          fixes the names, shapes and behaviour once, and every implementation follows them.
        </p>
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <section className={styles.section} aria-labelledby="why-openiap">
      <div className="container">
        <Heading as="h2" id="why-openiap" className={styles.sectionTitle}>
          Why OpenIAP
        </Heading>
        <ul className={styles.benefitGrid}>
          {benefits.map((benefit) => (
            <li key={benefit.title} className={styles.benefitCard}>
              <Heading as="h3" className={styles.cardTitle}>
                {benefit.title}
                {benefit.workInProgress && <span className={styles.wip}>Work in progress</span>}
              </Heading>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Overview() {
  return (
    <section className={clsx(styles.section, styles.alt)} aria-labelledby="unified-surface">
      <div className="container">
        <Heading as="h2" id="unified-surface" className={styles.sectionTitle}>
          One API, one set of events, one set of types
        </Heading>
        <div className={styles.overviewGrid}>
          {overview.map((group) => (
            <div key={group.title} className={styles.overviewCard}>
              <Heading as="h3" className={styles.cardTitle}>
                <SpecLink to={group.page}>{group.title}</SpecLink>
              </Heading>
              <p>{group.description}</p>
              <ul className={styles.codeList}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <SpecLink to={item.to}>
                      <code>{item.label}</code>
                    </SpecLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function Libraries() {
  return (
    <section className={styles.section} aria-labelledby="implementations">
      <div className="container">
        <Heading as="h2" id="implementations" className={styles.sectionTitle}>
          Implementations
        </Heading>
        <ul className={styles.libraryList}>
          {libraries.map((library) => (
            <li key={library.id}>
              <Link href={library.repositoryUrl} className={styles.libraryLink}>
                <strong>{library.name}</strong>
                <span>{library.platform}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <SpecLink to="/languages">All libraries and how to install them</SpecLink>
        </p>
      </div>
    </section>
  );
}

function Sponsors() {
  return (
    <section className={clsx(styles.section, styles.alt)} aria-labelledby="sponsors">
      <div className={clsx('container', styles.center)}>
        <Heading as="h2" id="sponsors" className={styles.sectionTitle}>
          Sponsors
        </Heading>
        <p>OpenIAP is free and open source, kept going by the companies and people who back it.</p>
        <div className={styles.sponsorRow}>
          {currentSponsors.map((sponsor) => (
            <Link key={sponsor.name} href={sponsor.url} className={styles.sponsorLink}>
              <img src={sponsor.logo} alt={sponsor.name} width={sponsor.width} height={sponsor.height} />
            </Link>
          ))}
        </div>
        <SpecLink className="button button--primary" to="/sponsors">
          Become a Sponsor
        </SpecLink>
      </div>
    </section>
  );
}

export default function Home(): React.JSX.Element {
  return (
    <Layout title={site.tagline} description={`${site.productName}: ${site.tagline}.`}>
      <Hero />
      <main>
        <CoreModules />
        <Problem />
        <Benefits />
        <Overview />
        <Libraries />
        <Sponsors />
      </main>
    </Layout>
  );
}
