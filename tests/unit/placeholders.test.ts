import { describe, expect, it } from 'vitest';
import { editUrl } from '@/lib/site/edit-url';
import { isPlaceholderUrl, isPlaceholderVersion, pendingSettings, repositoryUrlOf } from '@/lib/site/placeholders';
import { loadContent } from '@/lib/content/load';

const content = loadContent();

describe('isPlaceholderUrl', () => {
  it.each([
    ['https://mod-download.example/tensura-dungeon', true],
    ['https://official-website.example/', true],
    ['https://store.EXAMPLE/', true],
    ['https://example.com/page', true],
    ['https://docs.example.org/', true],
    ['http://localhost:3000/', true],
    ['https://thing.test/', true],
    ['not a url', true],
    ['https://discord.gg/tnz5jSxUQp', false],
    ['https://www.patreon.com/TRBeyond', false],
    ['https://examples.com/', false],
    ['https://example.community/', false],
  ])('%s → %s', (url, expected) => {
    expect(isPlaceholderUrl(url)).toBe(expected);
  });
});

describe('isPlaceholderVersion', () => {
  it.each([
    [{ version: '0.0.0' }, true],
    [{ version: 'v0.0' }, true],
    [{ version: '1.4.2', todo: 'confirm it' }, true],
    [{ version: '1.4.2' }, false],
    [{ version: '0.9' }, false],
  ])('%o → %s', (latestUpdate, expected) => {
    expect(isPlaceholderVersion(latestUpdate)).toBe(expected);
  });
});

describe('repository URL and "Edit this page"', () => {
  const real = { repositoryUrl: 'https://github.com/owner/wiki', repositoryBranch: 'main' };
  it.each([
    [{ ...real }, 'content/wiki/koby.mdx', 'https://github.com/owner/wiki/edit/main/content/wiki/koby.mdx'],
    [{ ...real, repositoryUrl: 'https://github.com/owner/wiki/' }, 'content/wiki/koby.mdx', 'https://github.com/owner/wiki/edit/main/content/wiki/koby.mdx'],
    [{ ...real, repositoryBranch: 'release/2' }, 'content\\wiki\\a b.mdx', 'https://github.com/owner/wiki/edit/release/2/content/wiki/a%20b.mdx'],
    [{ ...real, repositoryUrl: 'https://repository.example/wiki' }, 'content/wiki/koby.mdx', undefined],
    [{ ...real, repositoryUrlTodo: 'confirm the address' }, 'content/wiki/koby.mdx', undefined],
  ])('%o, %s → %s', (site, file, expected) => {
    expect(editUrl(site, file)).toBe(expected);
  });

  it('stays hidden with the repository URL in content/site.json while it is a placeholder', () => {
    const pending = pendingSettings(content.site).some((p) => p.field === 'repositoryUrl');
    expect(repositoryUrlOf(content.site) === undefined).toBe(pending);
    if (pending) expect(editUrl(content.site, content.wikiPages[0]!.file)).toBeUndefined();
  });
});

describe('pendingSettings', () => {
  it('warns about the repository URL, the update version and every placeholder link', () => {
    const site = {
      ...content.site,
      baseUrl: 'https://wiki.tensura.dev',
      baseUrlTodo: undefined,
      repositoryUrl: 'https://repository.example/x',
      repositoryUrlTodo: undefined,
      latestUpdate: { version: '0.0.0' },
      links: {
        modDownload: { label: 'Download', url: 'https://mod-download.example/x' },
        chatInvite: { label: 'Chat', url: 'https://discord.gg/x', todo: 'Confirm the invite.' },
        videoChannel: { label: 'Video', url: 'https://youtube.com/@x' },
        crowdfunding: { label: 'Fund', url: 'https://www.patreon.com/x' },
      },
    };
    expect(pendingSettings(site)).toEqual([
      { field: 'repositoryUrl', value: 'https://repository.example/x', todo: 'placeholder URL' },
      { field: 'latestUpdate.version', value: '0.0.0', todo: 'placeholder version' },
      { field: 'links.modDownload.url', value: 'https://mod-download.example/x', todo: 'placeholder URL' },
      { field: 'links.chatInvite.url', value: 'https://discord.gg/x', todo: 'Confirm the invite.' },
    ]);
  });
});
