import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CopyButton from '@site/src/components/CopyButton';
import {site} from '@site/shared/site';
import {installLine, libraries, type Library} from '@site/src/data/libraries';
import {libraryLogoPath} from '@site/src/data/libraries';
import {useOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import styles from './languages.module.css';

const LOGO_SIZE = 48;

function LibraryCard({library}: {library: Library}) {
  const versions = useOpenIapVersions();
  const logo = useBaseUrl(libraryLogoPath(library.id));
  const line = installLine(library, versions);
  return (
    <li className={clsx(styles.card, library.official && styles.official)}>
      <div className={styles.cardHead}>
        <img src={logo} alt={`${library.name} logo`} width={LOGO_SIZE} height={LOGO_SIZE} className={styles.logo} />
        <div className={styles.cardTitleBox}>
          <Heading as="h2" className={styles.cardTitle}>
            {library.name}
          </Heading>
          <div className={styles.tags}>
            <span className={styles.platform}>{library.platform}</span>
            {library.official && <span className={styles.officialTag}>Official module</span>}
          </div>
        </div>
      </div>
      <p className={styles.description}>{library.description}</p>
      <div className={styles.install}>
        <span className={styles.installWhere}>{library.install.where}</span>
        <div className={styles.installBox}>
          <code className={styles.installLine}>{line}</code>
          <CopyButton text={line} label={`Copy the install line of ${library.name}`} />
        </div>
      </div>
      <div className={styles.links}>
        <Link href={library.repositoryUrl} className={styles.link}>
          Repository<span className="visually-hidden"> of {library.name}</span>
        </Link>
        <Link href={library.docsUrl} className={styles.link}>
          Documentation<span className="visually-hidden"> of {library.name}</span>
        </Link>
      </div>
    </li>
  );
}

export default function Languages(): React.JSX.Element {
  return (
    <Layout title="Languages" description={`The official modules and the framework libraries that implement the ${site.productName} specification.`}>
      <main className={styles.page}>
        <header className="container">
          <div className={styles.header}>
            <Heading as="h1" className={styles.title}>
              Languages
            </Heading>
            <p className={styles.intro}>
              {site.productName} is implemented once per platform and once per framework. The two official modules talk to StoreKit 2 and Google Play Billing
              directly; the framework libraries build on them, so the same names and behaviour reach Swift, Kotlin, React Native, Expo, Flutter and Kotlin
              Multiplatform apps.
            </p>
          </div>
        </header>
        <section className="container" aria-label="Libraries">
          <ul className={styles.grid}>
            {libraries.map((library) => (
              <LibraryCard key={library.id} library={library} />
            ))}
          </ul>
        </section>
        <section className={clsx('container', styles.contribute)} aria-labelledby="another-platform">
          <div className={styles.contributeBox}>
            <Heading as="h2" id="another-platform" className={styles.contributeTitle}>
              Missing your platform?
            </Heading>
            <p>
              Implement the specification for another framework or store, following the <Link to="/docs/lifecycle">documentation</Link> and the{' '}
              <Link to="/docs/types">types</Link>, then open a pull request to the {site.productName} repository so that your library is listed here.
            </p>
            <Link className="button button--primary" href={site.repositoryUrl}>
              Submit a pull request
            </Link>
          </div>
        </section>
      </main>
    </Layout>
  );
}
