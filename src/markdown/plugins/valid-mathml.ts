// KaTeX's MathML, made valid for HTML: the Nu HTML Checker (and the MathML
// content model browsers follow) allows only text in <mo>, yet KaTeX writes
// <mo><mrow>…</mrow></mo> for \bmod and <mo><mover>…</mover></mo> for
// \stackrel and \overset; and width="50%" on <mtd> for \tag.

const TAG = /<(\/?)(m[a-z]+)\b([^>]*?)(\/?)>/g;
/** C0 controls other than tab, LF and CR, and DEL: forbidden in HTML, even as character references. */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

interface Open {
  name: string;
  start: number;
  end: number;
  attrs: string;
  hasElement: boolean;
}

/** The space an operator's lspace/rspace asked for, kept when its <mo> becomes an <mrow>. */
function spaceOf(attrs: string, name: 'lspace' | 'rspace'): string {
  const width = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
  return width && !/^0(\.0*)?(em)?$/.test(width) ? `<mspace width="${width}"/>` : '';
}

/** One <math> element's markup with every <mo> that holds elements turned into an <mrow>, and no width on <mtd>. */
function fixMath(math: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const stack: Open[] = [];
  for (const m of math.matchAll(TAG)) {
    const [whole, closing, name, attrs = '', selfClosing] = m;
    const start = m.index!;
    const end = start + whole.length;
    if (!closing) {
      const top = stack[stack.length - 1];
      if (top) top.hasElement = true;
      if (name === 'mtd' && /\swidth="/.test(attrs)) edits.push({ start, end, text: whole.replace(/\swidth="[^"]*"/, '') });
      if (!selfClosing) stack.push({ name: name!, start, end, attrs, hasElement: false });
      continue;
    }
    const open = stack.pop();
    if (name !== 'mo' || open?.name !== 'mo' || !open.hasElement) continue;
    edits.push({ start: open.start, end: open.end, text: `<mrow>${spaceOf(open.attrs, 'lspace')}` });
    edits.push({ start, end, text: `${spaceOf(open.attrs, 'rspace')}</mrow>` });
  }
  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    out += math.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + math.slice(at);
}

/**
 * KaTeX output (HTML and MathML) made valid HTML: MathML fixed as above, and
 * control characters (a `\b` typed into a formula reaches KaTeX's error text
 * and its title) replaced by U+FFFD.
 */
export function validKatexHtml(html: string): string {
  return html.replace(FORBIDDEN, '\uFFFD').replace(/<math\b[\s\S]*?<\/math>/g, fixMath);
}
