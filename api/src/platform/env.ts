/** The environment the API runs in: what every area, provider choice and the mailer read (production is the default). */
export type QubeEnv = 'development' | 'test' | 'production';
