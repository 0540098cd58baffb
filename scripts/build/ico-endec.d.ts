/** ico-endec ships no types (and is CommonJS: imported whole): the functions the build uses. */
declare module 'ico-endec' {
  const icoEndec: {
    /** An ICO file holding the given PNG (or BMP) images. */
    encode(images: ReadonlyArray<Buffer | ArrayBuffer>): Buffer
    /** The images an ICO file holds (the tests read them back). */
    decode(ico: Buffer): Array<{ width: number; height: number; imageType: string }>
  }
  export default icoEndec
}
