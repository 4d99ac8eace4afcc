import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Languages(): React.JSX.Element {
  return (
    <Layout title="Languages">
      <main className="container margin-vert--xl">
        <Heading as="h1">Languages</Heading>
        <p>Libraries that implement the OpenIAP specification.</p>
      </main>
    </Layout>
  );
}
