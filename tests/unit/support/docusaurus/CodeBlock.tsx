import React from 'react';

/** Stand-in for @theme/CodeBlock: the code in a <pre>, with its title. */
export default function CodeBlock({children, title, language}: {children: string; title?: string; language?: string}) {
  return (
    <figure data-language={language}>
      {title && <figcaption>{title}</figcaption>}
      <pre>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
