export * from './constants';
export * from './languages';
export * from './regions';
export * from './currencies';
export * from './locale';
export * from './projects';
export * from './request-locale';
