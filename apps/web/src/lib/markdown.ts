// A small Markdown renderer for the bundled docs and changelog (headings, paragraphs, lists, code,
// emphasis, links). Everything is escaped first; links with refused protocols become '#'.
import { escapeHtml, isRefusedProtocol } from './safe';

export interface Frontmatter {
  title?: string;
  date?: string;
  description?: string;
  order?: string;
}

export function parseFrontmatter(source: string): { meta: Frontmatter; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!m) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of (m[1] ?? '').split(/\r?\n/)) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv?.[1]) meta[kv[1]] = (kv[2] ?? '').replace(/^['"]|['"]$/g, '');
  }
  return { meta, body: source.slice(m[0].length) };
}

function inline(text: string): string {
  let out = escapeHtml(text);
  out = out.replace(/`([^`]+)`/g, '<code>$1</code>');
  out = out.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  out = out.replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>');
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => {
    const safe = isRefusedProtocol(href) ? '#' : href;
    const external = /^https?:/i.test(safe);
    return `<a href="${safe}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>${label}</a>`;
  });
  return out;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

export function renderMarkdown(source: string): { html: string; headings: Array<{ id: string; text: string; level: number }> } {
  const lines = source.split(/\r?\n/);
  const html: string[] = [];
  const headings: Array<{ id: string; text: string; level: number }> = [];
  let para: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (para.length) html.push(`<p>${inline(para.join(' '))}</p>`);
    para = [];
    if (list) html.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(i)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !(lines[i] ?? '').startsWith('```')) code.push(lines[i] ?? '');
      html.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    if (h) {
      flush();
      const level = (h[1] ?? '#').length;
      const text = h[2] ?? '';
      const id = slugify(text);
      headings.push({ id, text, level });
      html.push(`<h${level} id="${escapeHtml(id)}">${inline(text)}</h${level}>`);
      continue;
    }
    const li = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/.exec(line);
    if (li) {
      const tag = li[1] ? 'ul' : 'ol';
      if (para.length || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push(li[3] ?? '');
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    // An indented line right after a list item continues that item.
    if (list && /^\s+\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    para.push(line.trim());
  }
  flush();
  return { html: html.join('\n'), headings };
}
