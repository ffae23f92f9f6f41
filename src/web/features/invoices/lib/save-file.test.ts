// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentName, REVOKE_AFTER_MS, saveFile } from './save-file';

describe('attachmentName', () => {
  it('reads the name of a content-disposition, the encoded one first', () => {
    expect(attachmentName('attachment; filename="EXTF_Buchungsstapel_2030-01-01_2030-01-31.csv"')).toBe(
      'EXTF_Buchungsstapel_2030-01-01_2030-01-31.csv',
    );
    expect(attachmentName('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(attachmentName(`attachment; filename="fallback.csv"; filename*=UTF-8''M%C3%A4rz%202030.csv`)).toBe(
      'März 2030.csv',
    );
    expect(attachmentName('attachment; filename="a \\"quoted\\" name.csv"')).toBe('a "quoted" name.csv');
  });

  it('gives no name for none, and never a folder', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName('attachment; filename=""')).toBeNull();
    expect(attachmentName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(attachmentName(`attachment; filename*=UTF-8''%E0%A4%A; filename="kept.csv"`)).toBe('kept.csv');
  });
});

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('clicks a temporary link to the file, then revokes its address', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:framehire/file-1');
    const revoked = vi.fn();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: revoked }));
    const clicked: { href: string | null; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href'), download: this.download, attached: this.isConnected });
    });
    const file = new Blob(['a;b'], { type: 'text/csv' });
    saveFile(file, 'export.csv');
    expect(created).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([{ href: 'blob:framehire/file-1', download: 'export.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revoked).toHaveBeenCalledWith('blob:framehire/file-1');
  });
});
