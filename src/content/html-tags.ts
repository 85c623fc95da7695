// Config HTML (footer items, copyright, the announcement) is read tag by tag
// without a parser: it is a line or two the author wrote, and each change made
// to it touches one kind of tag.

/**
 * Start and end tags of the element `name`, any case; quoted attribute values
 * may hold `>`. Groups: the end tag's slash (or ''), the name as written, the
 * attributes as written.
 */
export const tagsOf = (name: string) => new RegExp(`<(\\/?)(${name})(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');

/** A test of whether a tag's attributes hold `name`, whatever they say in their quoted values. */
export function hasAttribute(name: string): (attributes: string) => boolean {
  const attribute = new RegExp(`(?:^|\\s)${name}(?=\\s*=|\\s|\\/|$)`, 'i');
  return (attributes) => attribute.test(attributes.replace(/"[^"]*"|'[^']*'/g, '""'));
}
