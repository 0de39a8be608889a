import { loginSchema } from '../../domain/account';
import { zodCheck } from '../../ui/form/zod-check';

/** The login form's check (the schema the login action validates with), a chunk of its own (login-check-chunk.ts). */
export const checkLogin = zodCheck(loginSchema, ['email', 'password']);
