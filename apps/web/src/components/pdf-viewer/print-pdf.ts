/**
 * Prints the PDF with the browser's own viewer: its bytes are loaded into a hidden frame of this
 * page, which prints them and goes away. Loaded as a blob so a signed url of another origin works too.
 */
export async function printPdf(src: string): Promise<void> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`PDF not loaded for printing: ${response.status}`);
  const url = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }));
  const frame = document.createElement('iframe');
  // Out of sight but laid out: a frame that is not displayed never loads the browser's PDF viewer.
  frame.style.cssText = 'position: fixed; width: 0; height: 0; border: 0; visibility: hidden;';
  frame.src = url;
  frame.onload = () => {
    frame.contentWindow?.print();
    // The print dialog holds the frame until it closes; a minute is plenty to hand it over.
    setTimeout(() => {
      frame.remove();
      URL.revokeObjectURL(url);
    }, 60_000);
  };
  document.body.append(frame);
}
