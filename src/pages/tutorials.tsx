import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {site} from '@site/shared/site';
import {tutorialSections, isExternalHref, formatNewsDate, type TutorialLink} from '@site/src/data/tutorials';
import styles from './tutorials.module.css';

function TutorialItem({link}: {link: TutorialLink}): React.JSX.Element {
  const external = isExternalHref(link.href);
  return (
    <li>
      <Link className={styles.item} href={link.href}>
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>{link.title}</span>
          <span className={styles.itemDescription}>{link.description}</span>
          {link.date && (
            <time className={styles.itemDate} dateTime={link.date}>
              {formatNewsDate(link.date)}
            </time>
          )}
        </span>
        <span className={styles.itemArrow} aria-hidden="true">
          {external ? '↗' : '→'}
        </span>
        {external && <span className="visually-hidden">(opens in a new tab)</span>}
      </Link>
    </li>
  );
}

export default function Tutorials(): React.JSX.Element {
  return (
    <Layout title="Tutorials" description={`Setup guides, store news and official references for building in-app purchases with ${site.productName}.`}>
      <main className={styles.page}>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              Tutorials
            </Heading>
            <p className={styles.lead}>
              {site.productName} describes one purchase API for every store. How to install and call it in a given framework is covered in that library&apos;s
              own documentation; this page collects the setup guides of this site and the store references worth keeping at hand.
            </p>
            <div className={styles.actions}>
              <Link className={`button button--primary button--lg ${styles.button}`} to="/languages">
                Find your library
              </Link>
              <Link className={`button button--secondary button--lg ${styles.button}`} to="/docs/lifecycle">
                Read the purchase life cycle
              </Link>
            </div>
          </div>
        </header>
        <div className="container">
          <div className={styles.grid}>
            {tutorialSections.map((section) => (
              <section key={section.id} className={styles.section} aria-labelledby={section.id}>
                <Heading as="h2" id={section.id} className={styles.sectionTitle}>
                  {section.title}
                </Heading>
                <p className={styles.sectionIntro}>{section.intro}</p>
                <ul className={styles.list}>
                  {section.links.map((link) => (
                    <TutorialItem key={link.href} link={link} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </main>
    </Layout>
  );
}
