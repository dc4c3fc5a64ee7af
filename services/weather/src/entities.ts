/** Every TypeORM entity of the weather service; each feature adds its own. */
export const entities: Function[] = [];
