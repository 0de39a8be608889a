/** Server-side captcha verification. */
export interface CaptchaPort {
  verify(token: string, clientAddress: string): Promise<boolean>;
}
