import { ProfileResponseSchema } from '@drape/shared/users.contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer';

const user = {
  id: '0b6c1b2e-7c1a-4b8e-9a51-3f1d2c4b5a69',
  name: 'Asha "Rao"',
  email: 'asha@example.com',
  avatarUrl: null,
  role: 'user' as const,
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('fast response serialiser', () => {
  const serialise = fastSerializerCompiler({ schema: ProfileResponseSchema });

  it('writes what the zod serialiser writes', () => {
    const body = { data: { user, pendingEmail: 'new@example.com' } };
    const viaZod = JSON.stringify(z.encode(ProfileResponseSchema, body));
    expect(serialise(body)).toBe(viaZod);
    expect(serialise({ data: { user } })).toBe(JSON.stringify({ data: { user } }));
  });

  it('writes only the fields the schema names', () => {
    const out = serialise({ data: { user: { ...user, passwordHash: '$argon2id$secret' } } });
    expect(out).not.toContain('argon2id');
    expect(JSON.parse(out)).toEqual({ data: { user } });
  });

  it('fails a response that lacks a required field', () => {
    const { email: _email, ...withoutEmail } = user;
    expect(() => serialise({ data: { user: withoutEmail } })).toThrow(/email/);
  });
});
