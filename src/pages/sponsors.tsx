import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Sponsors(): React.JSX.Element {
  return (
    <Layout title="Sponsors">
      <main className="container margin-vert--xl">
        <Heading as="h1">Sponsors</Heading>
        <p>Support OpenIAP.</p>
      </main>
    </Layout>
  );
}
