/** A file imported for its URL (the build copies it with a content hash: tools/rspack/web-config.js). */
declare module '*.css?url' {
  const url: string;
  export default url;
}
