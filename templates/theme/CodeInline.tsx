import type { ComponentPropsWithoutRef } from 'react';

/** `import CodeInline from '@theme/CodeInline'`: inline code, as Markdown's backticks write it. */
export default function CodeInline(props: ComponentPropsWithoutRef<'code'>) {
  return <code {...props} />;
}
