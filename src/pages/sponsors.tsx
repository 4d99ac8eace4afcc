import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {site} from '@site/shared/site';
import {libraries} from '@site/src/data/libraries';
import {
  currentSponsors,
  pastSupporters,
  SPONSOR_EMAIL_CONTENTS,
  SPONSORSHIP_REFLECTED_WITHIN_HOURS,
  supportLinks,
  tiers,
  type Sponsor,
} from '@site/src/data/sponsors';
import styles from './sponsors.module.css';

const mailto = `mailto:${site.contactEmail}`;

function Section({id, title, children, className}: {id: string; title: string; children: React.ReactNode; className?: string}) {
  return (
    <section className={clsx(styles.section, className)} aria-labelledby={id}>
      <Heading as="h2" id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Mission() {
  const modules = libraries.filter((library) => library.official);
  const frameworks = libraries.filter((library) => !library.official);
  return (
    <Section id="our-mission" title="Our Mission">
      <p>
        In-app purchases should work the same way on every store and in every framework. Your support keeps the specification moving with StoreKit and Play
        Billing, and keeps its implementations maintained:
      </p>
      <div className={styles.missionGrid}>
        <div className={styles.missionCard}>
          <Heading as="h3" className={styles.cardTitle}>
            Official modules
          </Heading>
          <ul className={styles.plainList}>
            {modules.map((module) => (
              <li key={module.id}>
                <Link href={module.repositoryUrl}>{module.shortName}</Link>{' '}
                <span className={styles.muted}>
                  {module.name} · {module.platform}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.missionCard}>
          <Heading as="h3" className={styles.cardTitle}>
            Libraries built on them
          </Heading>
          <ul className={styles.plainList}>
            {frameworks.map((library) => (
              <li key={library.id}>
                <Link href={library.repositoryUrl}>{library.shortName}</Link> <span className={styles.muted}>{library.name}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function WaysToSupport() {
  return (
    <Section id="ways-to-support" title="Ways to Support">
      <div className={styles.waysGrid}>
        <div className={styles.wayCard}>
          <Heading as="h3" className={styles.cardTitle}>
            Monthly membership
          </Heading>
          <p>Sponsor every month at the tier that suits you, on {supportLinks.membershipService}.</p>
          <Link className="button button--primary" href={supportLinks.membershipUrl}>
            Become a member
          </Link>
        </div>
        <div className={styles.wayCard}>
          <Heading as="h3" className={styles.cardTitle}>
            Direct payment
          </Heading>
          <p>Prefer to pay once, or at your own schedule? Send it through {supportLinks.paymentService}.</p>
          <Link className="button button--secondary" href={supportLinks.paymentUrl}>
            Pay with {supportLinks.paymentService}
          </Link>
        </div>
      </div>
      <div className={styles.afterPayment}>
        <Heading as="h3" className={styles.cardTitle}>
          After paying
        </Heading>
        <p>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- a mail link: the theme's Link opens it in a new tab */}
          Email <a href={mailto}>{site.contactEmail}</a> with:
        </p>
        <ul>
          {SPONSOR_EMAIL_CONTENTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>Your sponsorship is reflected within {SPONSORSHIP_REFLECTED_WITHIN_HOURS} hours.</p>
      </div>
    </Section>
  );
}

function Tiers() {
  return (
    <Section id="sponsorship-tiers" title="Sponsorship Tiers">
      <ul className={styles.tierGrid}>
        {tiers.map((tier) => (
          <li key={tier.name} className={clsx(styles.tier, tier.name === 'Angel' && styles.tierTop)}>
            <Heading as="h3" className={styles.tierName}>
              {tier.name}
            </Heading>
            <p className={styles.price}>
              <span className={styles.amount}>${tier.monthlyUsd}</span>
              <span className={styles.per}> per month</span>
            </p>
            {tier.audience && <p className={styles.audience}>{tier.audience}</p>}
            <p className={styles.benefit}>{tier.benefit}</p>
          </li>
        ))}
      </ul>
      <p className={styles.details}>
        <Link href={supportLinks.membershipUrl} className={styles.detailsLink}>
          View Full Details
        </Link>{' '}
        <span className={styles.muted}>of each tier on the membership page ({supportLinks.membershipService}).</span>
      </p>
    </Section>
  );
}

function SponsorLogo({sponsor, past}: {sponsor: Sponsor; past?: boolean}) {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <li className={clsx(styles.sponsor, past && styles.past)}>
      <Link href={sponsor.url} className={styles.sponsorLink}>
        <img src={withBaseUrl(sponsor.logo)} alt={sponsor.name} width={sponsor.width} height={sponsor.height} />
      </Link>
      {sponsor.tier && <span className={styles.sponsorTier}>{sponsor.tier} sponsor</span>}
    </li>
  );
}

export default function Sponsors(): React.JSX.Element {
  return (
    <Layout title="Sponsors" description={`Support ${site.productName}: sponsorship tiers, current sponsors and how to become one.`}>
      <main className={styles.page}>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Support {site.productName}
            </Heading>
            <p className={styles.subtitle}>
              {site.productName} is free and open source. Sponsors fund the work that keeps one in-app purchase specification accurate across stores and
              frameworks.
            </p>
          </div>
        </header>
        <div className={clsx('container', styles.body)}>
          <Mission />
          <WaysToSupport />
          <Tiers />
          <Section id="current-sponsors" title="Current Sponsors">
            <ul className={styles.sponsorRow}>
              {currentSponsors.map((sponsor) => (
                <SponsorLogo key={sponsor.name} sponsor={sponsor} />
              ))}
            </ul>
          </Section>
          <Section id="past-supporters" title="Past Supporters">
            <p className={styles.muted}>Thank you to those who backed {site.productName} before.</p>
            <ul className={styles.sponsorRow}>
              {pastSupporters.map((sponsor) => (
                <SponsorLogo key={sponsor.name} sponsor={sponsor} past />
              ))}
            </ul>
          </Section>
          <Section id="contact" title="Contact" className={styles.contact}>
            <p>Questions about sponsoring or about how your logo appears? Write to the maintainer.</p>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- a mail link: the theme's Link opens it in a new tab */}
            <a className="button button--primary button--lg" href={mailto}>
              Email {site.contactEmail}
            </a>
          </Section>
        </div>
      </main>
    </Layout>
  );
}
