import fs from 'node:fs';
import path from 'node:path';

// The build's trimming of antd's stylesheet (tools/rspack/antd-css.js) and of its shared index
// (tools/rspack/antd-barrel.js), tested here beside the loader of the sheet it makes.
const root = path.resolve(__dirname, '../../..');
const { trimAntdCss, UNUSED_COMPONENTS } = require(path.join(root, 'tools/rspack/antd-css.js')) as {
  trimAntdCss: (css: string) => string;
  UNUSED_COMPONENTS: Record<string, string>;
};
const { trimAntdIndex, UNUSED_EXPORTS } = require(path.join(root, 'tools/rspack/antd-barrel.js')) as {
  trimAntdIndex: (source: string) => string;
  UNUSED_EXPORTS: string[];
};

/** Every web source file (shell, remotes, the web libraries), specs left out. */
function webSources(): string[] {
  const dirs = ['shell/src', ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-')).map((d) => `${d}/src`), 'libs/ui/src', 'libs/map/src', 'libs/offline/src'];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const d of dirs) if (fs.existsSync(path.join(root, d))) walk(path.join(root, d));
  return files;
}

/** What the web apps import from antd: names from 'antd' and the component folders of 'antd/es/…'. */
function importedFromAntd(): Set<string> {
  const imported = new Set<string>();
  for (const file of webSources()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'antd'/g)) {
      for (const name of m[1].split(',')) imported.add(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
    }
    for (const m of text.matchAll(/from\s+'antd\/es\/([a-z-]+)'/g)) imported.add(m[1]);
  }
  return imported;
}

describe("antd's stylesheet as the build trims it", () => {
  it('keeps every component a web app imports (a screen using a trimmed one would show it unstyled)', () => {
    const imported = importedFromAntd();
    expect(imported.size).toBeGreaterThan(20);
    const trimmedButUsed = [...imported].filter((name) => name in UNUSED_COMPONENTS || Object.values(UNUSED_COMPONENTS).includes(name));
    expect(trimmedButUsed).toEqual([]);
  });

  it('drops only rules every antd class of which belongs to an unused component', () => {
    const css = [
      '.ant-btn{color:red}',
      '.ant-upload{color:red}',
      '.ant-upload-list .ant-btn{color:red}',
      '@media (max-width: 575px){.ant-steps{color:red}.ant-form-item{color:red}}',
      '@media (max-width: 767px){.ant-tree{color:red}}',
      '@keyframes antSlideUpIn{0%{opacity:0}100%{opacity:1}}',
      '.ant-typography::after{content:"{"}',
      '.css-var-_R_0_.ant-btn{--ant-button-font-weight:400}',
      'a{color:var(--ant-color-link)}',
    ].join('');
    expect(trimAntdCss(css)).toBe(
      [
        '.ant-btn{color:red}',
        '.ant-upload-list .ant-btn{color:red}',
        '@media (max-width: 575px){.ant-form-item{color:red}}',
        '@keyframes antSlideUpIn{0%{opacity:0}100%{opacity:1}}',
        '.ant-typography::after{content:"{"}',
        'a{color:var(--ant-color-link)}',
      ].join(''),
    );
  });

  it("makes antd's own sheet about a third smaller and keeps the components of the screens", () => {
    const whole = fs.readFileSync(path.join(root, 'node_modules/antd/dist/antd.css'), 'utf8');
    const trimmed = trimAntdCss(whole);
    expect(trimmed.length).toBeLessThan(whole.length * 0.75);
    for (const kept of ['.ant-btn{', '.ant-table', '.ant-picker', '.ant-select', '.ant-menu', '.ant-modal', '.ant-form-item', '.ant-col-24']) {
      expect(trimmed).toContain(kept);
    }
    expect(trimmed).not.toMatch(/(^|})\.ant-steps[^{]*\{/);
  });
});

describe("antd's shared index as the build trims it", () => {
  const index = fs.readFileSync(path.join(root, 'node_modules/antd/es/index.js'), 'utf8');
  const exported = (source: string) => [...source.matchAll(/export \{ default as (\w+) \}/g)].map((m) => m[1]);

  it('keeps every export a web app imports (a screen using a trimmed one would fail to render)', () => {
    const imported = importedFromAntd();
    expect(imported.size).toBeGreaterThan(20);
    expect([...imported].filter((name) => UNUSED_EXPORTS.includes(name))).toEqual([]);
    const kept = exported(trimAntdIndex(index));
    expect([...imported].filter((name) => /^[A-Z]/.test(name) && exported(index).includes(name) && !kept.includes(name))).toEqual([]);
  });

  it('drops exactly the unused exports, each of which antd still has (a renamed one would stay in unseen)', () => {
    const whole = exported(index);
    expect(UNUSED_EXPORTS.filter((name) => !whole.includes(name))).toEqual([]);
    expect(whole.filter((name) => !exported(trimAntdIndex(index)).includes(name)).sort()).toEqual([...UNUSED_EXPORTS].sort());
    expect(trimAntdIndex(index)).toContain("export { default as ConfigProvider } from './config-provider';");
    expect(trimAntdIndex(index)).toContain('export { default as theme }');
  });
});
