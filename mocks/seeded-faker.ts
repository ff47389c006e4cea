import { base, Faker } from '@faker-js/faker';
import { VIETNAMESE_NAMES } from './data/vietnamese-names';

/** A Faker with Vietnamese names, seeded so every run of a scenario is identical. */
export const createSeededFaker = (seed: number): Faker => {
  const faker = new Faker({ locale: [VIETNAMESE_NAMES, base] });
  faker.seed(seed);
  return faker;
};
