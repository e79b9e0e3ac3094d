/**
 * Opens a file behind a short-lived signed link in a new tab. The tab is opened before the link
 * is asked for, so the browser still counts it as the user's click and does not block a pop-up.
 */
export async function openSignedLink(getLink: () => Promise<{ url: string }>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { url } = await getLink();
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
