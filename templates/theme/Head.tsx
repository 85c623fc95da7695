import { Children, isValidElement, type ReactNode, useContext } from 'react';
import { ContentContext } from '../context.js';

/**
 * `import Head from '@docusaurus/Head'`: a `<title>` written in it is the
 * document's whole title, as written (react-helmet's, not formatted with the
 * site's title as a `<Layout>`'s is), and a `<meta name="description">` the
 * page's; the page's head is the template's, so nothing renders here.
 */
export default function Head({ children }: { children?: ReactNode }) {
  const content = useContext(ContentContext);
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const props = child.props as { children?: ReactNode; name?: string; content?: string };
    if (child.type === 'title') content?.onLayout?.({ documentTitle: Children.toArray(props.children).join('') });
    if (child.type === 'meta' && props.name === 'description' && props.content) content?.onLayout?.({ description: props.content });
  }
  return null;
}
