import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Tutorials(): React.JSX.Element {
  return (
    <Layout title="Tutorials">
      <main className="container margin-vert--xl">
        <Heading as="h1">Tutorials</Heading>
        <p>Platform-specific docs live in each library&apos;s own documentation.</p>
      </main>
    </Layout>
  );
}
