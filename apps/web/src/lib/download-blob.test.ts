import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './download-blob';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('downloadBlob', () => {
  it('clicks a download link named after the file and frees the blob URL afterwards', () => {
    vi.useFakeTimers();
    const revoke = vi.fn();
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:x', revokeObjectURL: revoke });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    downloadBlob(new Blob(['a,b']), 'drape-billing-history.csv');
    expect(clicked).toEqual([
      { href: 'blob:x', download: 'drape-billing-history.csv', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoke).toHaveBeenCalledWith('blob:x');
    click.mockRestore();
  });
});
