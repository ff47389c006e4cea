/** Every demo account uses this password, so a sales demo needs only the e-mail. */
export const DEMO_PASSWORD = 'demo1234';
