import type { ReactNode } from 'react';
import { Admonition as Box } from '../mdx/Admonition.js';

/** `import Admonition from '@theme/Admonition'`: `<Admonition type="tip" title="…">`, as `:::tip[…]` renders. */
export default function Admonition({ type = 'note', title, children }: { type?: string; title?: string; children?: ReactNode }) {
  return (
    <Box type={type} {...(title !== undefined && { title })}>
      {children}
    </Box>
  );
}
