// Synthetic sites for the scale benchmark (issue 17): N times a content tree
// (by default the Tongsuo corpus), written outside the repository with a
// site.config.ts of its own. Copy 0 is the tree as it is, so that 1× builds
// the same pages as the corpus; copies 1…N-1 live under new slugs
// (docs/scale-<k>/, blog/<post>-scale-<k>/, and the same under i18n/en) and
// vary by a seeded generator: some pages keep their text, others get sections
// of prose, code in many languages, math, tables, images and links to other
// pages and to their anchors, so that long and short pages mix; about a third
// of each copy's docs and posts get an English translation. Every generated
// link points at a page or heading the generator made, so the build passes.
//
//   node --import tsx bench/generate-site.ts [--times 10] [--seed 17] [--source DIR] [--config FILE] [--out DIR]
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { random } from '../test/helpers/random.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_CONFIG = path.join(repoRoot, 'test/corpus/site.config.ts');

export interface GenerateOptions {
  /** How many copies of the tree: 1 is the tree itself. */
  times: number;
  seed?: number;
  /** The config whose settings the generated site takes; its siteDir is the tree copied unless `source` is given. */
  config?: string;
  source?: string;
  /** Where to write; default a folder of the system's temporary folder named after times and seed. Emptied first. */
  out?: string;
}

export interface GeneratedSite {
  /** The generated site.config.ts (siteDir './site' beside it). */
  configFile: string;
  siteDir: string;
  /** Markdown files written: docs and posts of the default locale, translations. */
  counts: { docs: number; posts: number; translatedDocs: number; translatedPosts: number };
}

export const defaultOutDir = (times: number, seed: number) => path.join(os.tmpdir(), `tongsite-scale-${times}x-seed${seed}`);

const DOCS_I18N = 'i18n/en/docusaurus-plugin-content-docs/current';
const BLOG_I18N = 'i18n/en/docusaurus-plugin-content-blog';
const MARKDOWN = /\.mdx?$/;

/** Every language has a grammar in shiki: each one is highlighted by a worker of its own, so many languages cost what they cost a real site. */
const LANGUAGES: [string, (r: Pick) => string][] = [
  [
    'c',
    (r) =>
      `#include <openssl/evp.h>\n\nint ${r.word()}_digest(const unsigned char *in, size_t len, unsigned char *out)\n{\n    EVP_MD_CTX *ctx = EVP_MD_CTX_new();\n    unsigned int n = 0;\n    int ok = EVP_DigestInit_ex(ctx, EVP_sm3(), NULL)\n        && EVP_DigestUpdate(ctx, in, len)\n        && EVP_DigestFinal_ex(ctx, out, &n);\n    EVP_MD_CTX_free(ctx);\n    return ok ? (int)n : -${r.int(1, 9)};\n}`,
  ],
  ['bash', (r) => `./config --prefix=/opt/tongsuo-${r.int(1, 99)} enable-ntls\nmake -j${r.int(2, 16)}\nmake install\n/opt/tongsuo-${r.int(1, 99)}/bin/tongsuo version -a`],
  [
    'javascript',
    (r) =>
      `export function ${r.word()}(items) {\n  const seen = new Map();\n  for (const item of items) seen.set(item.id, (seen.get(item.id) ?? 0) + ${r.int(1, 5)});\n  return [...seen].sort((a, b) => b[1] - a[1]);\n}`,
  ],
  [
    'typescript',
    (r) =>
      `interface ${r.Word()}Options {\n  curve: 'sm2' | 'p256';\n  rounds: number;\n}\n\nexport const ${r.word()} = (o: ${r.Word()}Options): string => \`\${o.curve}:\${o.rounds * ${r.int(2, 64)}}\`;`,
  ],
  [
    'python',
    (r) =>
      `def ${r.word()}(data: bytes, rounds: int = ${r.int(1, 32)}) -> bytes:\n    out = data\n    for _ in range(rounds):\n        out = hashlib.sha256(out).digest()\n    return out`,
  ],
  [
    'go',
    (r) =>
      `package main\n\nimport "fmt"\n\nfunc ${r.word()}(n int) []int {\n\tout := make([]int, 0, n)\n\tfor i := 0; i < n; i++ {\n\t\tout = append(out, i*${r.int(2, 9)})\n\t}\n\treturn out\n}\n\nfunc main() { fmt.Println(${r.word()}(${r.int(3, 12)})) }`,
  ],
  [
    'rust',
    (r) =>
      `fn ${r.word()}(key: &[u8; 16]) -> [u8; 16] {\n    let mut out = *key;\n    for (i, b) in out.iter_mut().enumerate() {\n        *b ^= (i as u8).wrapping_mul(${r.int(3, 250)});\n    }\n    out\n}`,
  ],
  [
    'java',
    (r) =>
      `public final class ${r.Word()}Signer {\n    public byte[] sign(byte[] message) throws Exception {\n        Signature s = Signature.getInstance("SM3withSM2", "Tongsuo_Security_Provider");\n        s.initSign(key);\n        s.update(message);\n        return s.sign(); // ${r.int(1, 999)}\n    }\n}`,
  ],
  [
    'json',
    (r) =>
      `{\n  "name": "${r.word()}",\n  "version": "8.${r.int(3, 5)}.${r.int(0, 9)}",\n  "ciphers": ["ECC-SM2-SM4-CBC-SM3", "ECDHE-SM2-SM4-GCM-SM3"],\n  "enabled": ${r.int(0, 1) === 1}\n}`,
  ],
  [
    'diff',
    (r) =>
      `--- a/crypto/sm2/sm2_sign.c\n+++ b/crypto/sm2/sm2_sign.c\n@@ -${r.int(10, 400)},6 +${r.int(10, 400)},7 @@\n     BN_CTX *ctx = NULL;\n-    int rc = 0;\n+    int rc = 0, ${r.word()} = 0;\n     const BIGNUM *order = EC_GROUP_get0_order(group);`,
  ],
  [
    'nginx',
    (r) =>
      `server {\n    listen ${r.int(400, 9000)} ssl;\n    server_name ${r.word()}.example.com;\n    ssl_certificate     sm2.sig.crt;\n    ssl_certificate_key sm2.sig.key;\n    ssl_protocols       TLSv1.3;\n}`,
  ],
  ['php', (r) => `<?php\n$${r.word()} = openssl_digest("${r.word()}", "sm3");\necho strlen($${r.word()}) . " bytes, round ${r.int(1, 99)}\\n";`],
  ['haskell', (r) => `${r.word()} :: [Int] -> Int\n${r.word()} = foldr (\\x acc -> x * ${r.int(2, 9)} + acc) 0`],
  ['matlab', (r) => `x = linspace(0, ${r.int(2, 20)}, 100);\ny = mod(x .^ 2, ${r.int(7, 97)});\nplot(x, y);`],
  ['latex', (r) => `\\begin{equation}\n  y^2 \\equiv x^3 + ax + b \\pmod{p_{${r.int(1, 9)}}}\n\\end{equation}`],
  ['scss', (r) => `.${r.word()} {\n  $gap: ${r.int(1, 24)}px;\n  padding: $gap;\n  &:hover { color: darken(#3578e5, ${r.int(1, 30)}%); }\n}`],
  ['yaml', (r) => `jobs:\n  ${r.word()}:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make -j${r.int(2, 8)} test`],
  ['sql', (r) => `SELECT id, ${r.word()}, created_at\nFROM certificates\nWHERE algorithm = 'SM2' AND days_left < ${r.int(1, 90)}\nORDER BY created_at DESC;`],
  ['cpp', (r) => `template <typename T>\nT ${r.word()}(const std::vector<T>& v) {\n    return std::accumulate(v.begin(), v.end(), T{${r.int(0, 9)}});\n}`],
  ['toml', (r) => `[package]\nname = "${r.word()}"\nversion = "0.${r.int(1, 9)}.0"\n\n[dependencies]\ntongsuo = "${r.int(1, 3)}.0"`],
];

const WORDS_ZH = [
  '密码',
  '算法',
  '国密',
  '证书',
  '签名',
  '验签',
  '加密',
  '解密',
  '密钥',
  '协议',
  '握手',
  '随机数',
  '哈希',
  '椭圆曲线',
  '同态',
  '零知识',
  '白盒',
  '性能',
  '编译',
  '安装',
  '配置',
  '接口',
  '示例',
  '测试',
];
const WORDS_EN = [
  'cipher',
  'handshake',
  'certificate',
  'signature',
  'digest',
  'provider',
  'engine',
  'session',
  'context',
  'curve',
  'nonce',
  'keypair',
  'record',
  'buffer',
  'verify',
  'encrypt',
  'decrypt',
  'rotate',
  'bench',
  'config',
];

/** The generator's choices, from one seeded stream. */
class Pick {
  constructor(private readonly next: () => number) {}
  int = (lo: number, hi: number) => lo + Math.floor(this.next() * (hi - lo + 1));
  chance = (p: number) => this.next() < p;
  one = <T>(xs: readonly T[]): T => xs[Math.floor(this.next() * xs.length)]!;
  word = () => `${this.one(WORDS_EN)}${this.int(1, 99)}`;
  Word = () => {
    const w = this.one(WORDS_EN);
    return w[0]!.toUpperCase() + w.slice(1);
  };
  sentence = (english: boolean) =>
    english
      ? `${this.Word()} ${Array.from({ length: this.int(6, 16) }, () => this.one(WORDS_EN)).join(' ')}.`
      : `${Array.from({ length: this.int(8, 20) }, () => this.one(WORDS_ZH)).join('')}。`;
  paragraph = (english: boolean) => Array.from({ length: this.int(2, 6) }, () => this.sentence(english)).join(' ');
}

/** A doc of a copy, as the generator plans it before writing. */
interface PlannedDoc {
  /** Path under docs/ of the copy (posix), e.g. "features/sm2/overview.md". */
  rel: string;
  /** Its URL, when it can be written without knowing the site's slug rules (ASCII path, no slug front matter). */
  url?: string;
  /** The headings of its generated sections, with the ids the heading slugger gives them. */
  sections: { title: string; id: string }[];
  translated: boolean;
}

function walk(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return walk(abs, base);
    return e.isFile() ? [path.relative(base, abs).split(path.sep).join('/')] : [];
  });
}

/** Binary and other unchanged files share the source's bytes: a hard link where the filesystem allows it. */
function place(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Front matter and body; a file without front matter has an empty one. */
function splitFrontMatter(text: string): { front: string; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  return m ? { front: m[1]!, body: text.slice(m[0].length) } : { front: '', body: text };
}

const withFrontMatter = (front: string, body: string) => (front.trim() ? `---\n${front}\n---\n${body}` : body);

/** An absolute slug moves under the copy's prefix; a relative one already follows the file. */
function moveSlug(front: string, prefix: string, suffix: string): string {
  return front.replace(/^slug:\s*(['"]?)(.*?)\1\s*$/m, (_, q: string, slug: string) => {
    if (slug.startsWith('/')) return `slug: ${q}/${prefix}${slug === '/' ? '' : slug}${q}`;
    return `slug: ${q}${slug}${suffix}${q}`;
  });
}

/** A generated section's text; `fromRel` is the doc's path in the copy, undefined for a post. */
/** Relative links that leave docs/ (to ../../static/…) need one more step up from the copy's folder. */
const outOfDocs = (body: string, rel: string) =>
  body.replace(/\]\((\.\.\/[^)\s]*)/g, (link, href: string) => (path.posix.normalize(path.posix.join(path.posix.dirname(rel), href)).startsWith('../') ? `](../${href}` : link));

function sectionText(r: Pick, english: boolean, plan: PlannedDoc, others: PlannedDoc[], fromRel: string | undefined, images: string[]): string {
  const parts: string[] = [r.paragraph(english)];
  const linkable = others.filter((o) => o.url);
  const kinds = r.int(1, 3);
  for (let i = 0; i < kinds; i++) {
    switch (r.int(0, 5)) {
      case 0: {
        const [lang, code] = r.one(LANGUAGES);
        parts.push(`\`\`\`${lang}\n${code(r)}\n\`\`\``);
        break;
      }
      case 1:
        parts.push(
          `$$\n\\sum_{i=1}^{${r.int(2, 64)}} x_i^{${r.int(2, 5)}} \\equiv k \\cdot G \\pmod{n}\n$$`,
          `${english ? 'Inline' : '行内公式'} $a^${r.int(2, 9)} + b^2 = c^2$ ${r.sentence(english)}`,
        );
        break;
      case 2: {
        const rows = r.int(2, 12);
        const head = english ? '| algorithm | key bits | ops/s |\n| --- | ---: | ---: |' : '| 算法 | 密钥长度 | 每秒次数 |\n| --- | ---: | ---: |';
        parts.push(
          [
            head,
            ...Array.from({ length: rows }, () => `| ${r.one(['SM2', 'SM3', 'SM4', 'ZUC', 'RSA', 'ECDSA'])} | ${r.one([128, 256, 2048, 3072])} | ${r.int(100, 99999)} |`),
          ].join('\n'),
        );
        break;
      }
      case 3:
        if (images.length) parts.push(`![${english ? 'figure' : '示意图'} ${r.int(1, 99)}](/img/${r.one(images)})`);
        break;
      case 4: {
        // A link to another page of the copy, often to one of its generated headings:
        // from a doc by the other doc's file, from a post by the doc's URL.
        const target = fromRel === undefined ? r.one(linkable) : r.one(others);
        if (!target || target === plan) break;
        const anchor = target.sections.length && r.chance(0.7) ? `#${r.one(target.sections).id}` : '';
        const relative = fromRel === undefined ? '' : path.posix.relative(path.posix.dirname(fromRel), target.rel);
        const href = fromRel === undefined ? target.url! : relative.startsWith('.') ? relative : `./${relative}`;
        parts.push(`${english ? 'See' : '参见'} [${target.rel}](${href}${anchor}).`);
        break;
      }
      case 5:
        parts.push(Array.from({ length: r.int(2, 6) }, () => `- ${r.sentence(english)}`).join('\n'));
        break;
    }
  }
  return parts.join('\n\n');
}

function sectionsOf(plan: PlannedDoc, r: Pick, english: boolean, others: PlannedDoc[], fromRel: string | undefined, images: string[]): string {
  return plan.sections.map((s) => `\n\n## ${s.title}\n\n${sectionText(r, english, plan, others, fromRel, images)}`).join('');
}

/** How many generated sections a page gets: a quarter none, most a few, some many (long pages). */
function sectionCount(r: Pick): number {
  const x = r.int(0, 99);
  return x < 25 ? 0 : x < 85 ? r.int(1, 3) : r.int(6, 14);
}

export function generateSite(options: GenerateOptions): GeneratedSite {
  const times = options.times;
  if (!Number.isInteger(times) || times < 1) throw new Error(`--times must be a whole number of at least 1, not ${times}`);
  const seed = options.seed ?? 17;
  const configFile = path.resolve(options.config ?? DEFAULT_CONFIG);
  const configText = readFileSync(configFile, 'utf8');
  const siteDirMatch = /^(\s*siteDir:\s*)(['"])(.*?)\2/m.exec(configText);
  if (!siteDirMatch && !options.source) throw new Error(`${configFile}: no siteDir: '…' line to find the tree by; give --source`);
  const source = path.resolve(options.source ?? path.resolve(path.dirname(configFile), siteDirMatch![3]!));
  if (!existsSync(path.join(source, 'docs'))) throw new Error(`${source} has no docs/ folder: give the tree to copy with --source`);
  const out = path.resolve(options.out ?? defaultOutDir(times, seed));
  const siteDir = path.join(out, 'site');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });

  // Copy 0: the tree as it is.
  for (const rel of walk(source)) place(path.join(source, rel), path.join(siteDir, rel));
  const docs = walk(path.join(source, 'docs'));
  const docPages = docs.filter((f) => MARKDOWN.test(f));
  const blogFiles = walk(path.join(source, 'blog'));
  const postOf = (rel: string) => (rel.includes('/') ? rel.split('/')[0]! : MARKDOWN.test(rel) ? rel : undefined);
  const posts = [...new Set(blogFiles.map(postOf).filter((p): p is string => p !== undefined))];
  const translations = walk(path.join(source, DOCS_I18N));
  const images = walk(path.join(source, 'static/img')).filter((f) => /\.(png|jpe?g|svg|gif)$/i.test(f) && !f.includes('/'));
  const counts = { docs: docPages.length, posts: posts.length, translatedDocs: translations.filter((f) => MARKDOWN.test(f)).length, translatedPosts: 0 };

  for (let k = 1; k < times; k++) {
    const r = new Pick(random(seed * 1_000_003 + k));
    const prefix = `scale-${k}`;
    const docsOut = path.join(siteDir, 'docs', prefix);
    const plans: PlannedDoc[] = docPages.map((rel, i) => {
      const text = readFileSync(path.join(source, 'docs', rel), 'utf8');
      // A doc named as its folder, index or README is the folder's page: its URL is left to the site's rules, and not linked by URL.
      const [dir, base] = [path.posix.basename(path.posix.dirname(rel)), path.posix.basename(rel).replace(MARKDOWN, '')];
      const plain =
        /^[a-z0-9/_-]+\.mdx?$/i.test(rel) &&
        !/^slug:/m.test(splitFrontMatter(text).front) &&
        !/^(index|readme)$/i.test(base) &&
        base.toLowerCase() !== dir.toLowerCase() &&
        !/(^|\/)\d+[-_]/.test(rel);
      const n = sectionCount(r);
      return {
        rel,
        ...(plain && { url: `/docs/${prefix}/${rel.replace(MARKDOWN, '')}` }),
        sections: Array.from({ length: n }, (_, j) => ({ title: `Scale notes ${k} ${i} ${j}`, id: `scale-notes-${k}-${i}-${j}` })),
        translated: r.chance(0.33) || translations.includes(rel),
      };
    });
    write(path.join(docsOut, '_category_.json'), `${JSON.stringify({ label: `副本 ${k}`, position: 100 + k, collapsible: true, collapsed: true }, null, 2)}\n`);
    for (const rel of docs) {
      if (MARKDOWN.test(rel)) continue;
      place(path.join(source, 'docs', rel), path.join(docsOut, rel));
    }
    for (const plan of plans) {
      const { front, body } = splitFrontMatter(readFileSync(path.join(source, 'docs', plan.rel), 'utf8'));
      const movedFront = moveSlug(front, prefix, `-${prefix}`);
      write(path.join(docsOut, plan.rel), withFrontMatter(movedFront, outOfDocs(body, plan.rel).replace(/\s*$/, '') + sectionsOf(plan, r, false, plans, plan.rel, images) + '\n'));
      if (!plan.translated) continue;
      // An existing translation moves with its doc; a new one has no original text (the doc's relative
      // images live beside the source only): English prose. Both get the doc's generated headings.
      const existing = translations.includes(plan.rel) ? splitFrontMatter(readFileSync(path.join(source, DOCS_I18N, plan.rel), 'utf8')) : undefined;
      const titled = existing
        ? moveSlug(existing.front, prefix, `-${prefix}`)
        : /^title:/m.test(movedFront)
          ? movedFront.replace(/^title:\s*(.*)$/m, (_, t: string) => `title: ${JSON.stringify(`EN ${t.replace(/^['"]|['"]$/g, '')}`)}`)
          : movedFront;
      const enBody = existing ? existing.body.replace(/\s*$/, '') : `\n${r.paragraph(true)}\n\n${r.paragraph(true)}`;
      write(path.join(siteDir, DOCS_I18N, prefix, plan.rel), withFrontMatter(titled, enBody + sectionsOf(plan, r, true, plans, plan.rel, images) + '\n'));
      counts.translatedDocs++;
    }
    counts.docs += plans.length;
    // Existing translations moved with their docs above (those of no doc are left out); their images move too.
    for (const rel of translations) {
      if (!MARKDOWN.test(rel)) place(path.join(source, DOCS_I18N, rel), path.join(siteDir, DOCS_I18N, prefix, rel));
    }

    for (const post of posts) {
      const folder = post.endsWith('.md') || post.endsWith('.mdx') ? undefined : post;
      const name = folder ? `${folder}-${prefix}` : post.replace(MARKDOWN, (ext) => `-${prefix}${ext}`);
      const files = folder ? blogFiles.filter((f) => f.startsWith(`${folder}/`)) : [post];
      let translated = false;
      for (const rel of files) {
        const to = folder ? path.join(siteDir, 'blog', name, rel.slice(folder.length + 1)) : path.join(siteDir, 'blog', name);
        if (!MARKDOWN.test(rel)) {
          place(path.join(source, 'blog', rel), to);
          continue;
        }
        const { front, body } = splitFrontMatter(readFileSync(path.join(source, 'blog', rel), 'utf8'));
        const plan: PlannedDoc = {
          rel: '',
          sections: Array.from({ length: sectionCount(r) }, (_, j) => ({ title: `Post notes ${k} ${j}`, id: `post-notes-${k}-${j}` })),
          translated: false,
        };
        const movedFront = moveSlug(front, prefix, `-${prefix}`);
        write(to, withFrontMatter(movedFront, body.replace(/\s*$/, '') + sectionsOf(plan, r, false, plans, undefined, images) + '\n'));
        if (!translated && r.chance(0.33)) {
          translated = true;
          const rest = folder ? rel.slice(folder.length + 1) : '';
          const title = /^title:\s*(.*)$/m.exec(movedFront)?.[1]?.replace(/^['"]|['"]$/g, '');
          const enFront = title ? movedFront.replace(/^title:.*$/m, `title: ${JSON.stringify(`EN ${title}`)}`) : movedFront;
          const enFile = folder ? path.join(siteDir, BLOG_I18N, name, rest) : path.join(siteDir, BLOG_I18N, name);
          write(
            enFile,
            withFrontMatter(enFront, `\n${r.paragraph(true)}\n\n<!-- truncate -->\n\n${r.paragraph(true)}` + sectionsOf(plan, r, true, plans, undefined, images) + '\n'),
          );
          counts.translatedPosts++;
        }
      }
      counts.posts++;
    }
  }

  const generatedConfig = path.join(out, 'site.config.ts');
  const header = `// Generated by bench/generate-site.ts: ${times}× ${path.relative(out, source)} (seed ${seed}), with the settings of ${configFile}.\n`;
  const moved = siteDirMatch
    ? configText.replace(siteDirMatch[0], `${siteDirMatch[1]}${siteDirMatch[2]}./site${siteDirMatch[2]}`)
    : configText.replace(/defineConfig\(\{/, `defineConfig({\n  siteDir: './site',`);
  // The config's own relative imports (our site's search synonyms), its customCss and the folders it names by
  // new URL('./…', import.meta.url) (the corpus' home page), all relative to the config, still name their files from the new place.
  const text = moved
    .replace(
      /(new URL\()(['"])(\.{1,2}\/[^'"]+)\2(,\s*import\.meta\.url\))/g,
      (_, open: string, quote: string, spec: string, close: string) => `${open}${quote}${pathToFileURL(path.resolve(path.dirname(configFile), spec)).href}${quote}${close}`,
    )
    .replace(/(from\s+)(['"])(\.{1,2}\/[^'"]+)\2/g, (_, from: string, quote: string, spec: string) => `${from}${quote}${path.resolve(path.dirname(configFile), spec)}${quote}`)
    .replace(/^(\s*customCss:\s*)(['"])([^'"]+)\2/m, (_, key: string, quote: string, file: string) => `${key}${quote}${path.resolve(path.dirname(configFile), file)}${quote}`);
  writeFileSync(generatedConfig, header + text);
  return { configFile: generatedConfig, siteDir, counts };
}

function parseArgs(argv: string[]): GenerateOptions {
  const options: GenerateOptions = { times: 10 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--times') options.times = Number(value);
    else if (flag === '--seed') options.seed = Number(value);
    else if (flag === '--source') options.source = value;
    else if (flag === '--config') options.config = value;
    else if (flag === '--out') options.out = value;
    else throw new Error(`unknown option ${flag} (--times N, --seed S, --source DIR, --config FILE, --out DIR)`);
    i++;
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const site = generateSite(parseArgs(process.argv.slice(2)));
  console.log(JSON.stringify(site));
}
