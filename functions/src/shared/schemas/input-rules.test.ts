import { describe, expect, it } from 'vitest';
import { loginEmailProblem } from './auth-rules.js';
import { namePartProblem } from './invitation-rules.js';
import { ZUploadChunkFields } from './uploads.js';

describe('names', () => {
  it('accepts names in any script, Sinhala joiners included', () => {
    for (const name of ['Nadeesha', 'O’Brien', 'ශ්‍රීමතී', 'தமிழ்செல்வி', 'José-María']) expect(namePartProblem(name)).toBeNull();
  });

  it('refuses control characters and text-direction overrides', () => {
    for (const name of ['Ab\u0000cd', 'Ab\ncd', '\u202Egnp.exe', 'Ab\u2066cd', 'a\uD800b'])
      expect(namePartProblem(name)).toBe('notText');
  });
});

describe('the login e-mail', () => {
  it('is one mailbox', () => {
    expect(loginEmailProblem(' amaya@example.com ')).toBeNull();
    expect(loginEmailProblem("o'brien@example.ie")).toBeNull();
    for (const list of ['a@x.lk,b@y.lk', 'a@x.lk;b@y.lk', 'a@x.lk<b@y.lk>', '"a@x.lk"@y.lk', 'a@x.lk (b@y.lk)'])
      expect(loginEmailProblem(list)).toBe('emailInvalid');
  });
});

describe('upload chunk fields', () => {
  const fields = (chunkIndex: string, totalChunks = '100') => ({ fileId: 'file-0001', chunkIndex, totalChunks });

  it('reads the index and count written in plain digits', () => {
    expect(ZUploadChunkFields.parse(fields('7'))).toEqual({ fileId: 'file-0001', chunkIndex: 7, totalChunks: 100 });
    expect(ZUploadChunkFields.safeParse(fields('99')).success).toBe(true);
  });

  it('refuses any other way of writing a number, and numbers out of range', () => {
    for (const index of ['-0', '1e1', '0x5', ' 5', '5.0', '', '100'])
      expect(ZUploadChunkFields.safeParse(fields(index)).success, index).toBe(false);
    expect(ZUploadChunkFields.safeParse(fields('5', '1e2')).success).toBe(false);
  });
});
