/** Text made safe for an XML or SVG document: every character markup could read as syntax. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
