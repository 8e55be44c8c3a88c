import { CHEMISTRY_MESSAGES, type ChemistryImage, type RenderChemistry } from '@ava/contracts';
import { request } from '../../lib/http/request.ts';

/**
 * The editor's chemistry tool: POST /strText/toAwsURL (chemistry service) draws the chemfig text
 * and gives the url of the stored SVG, for an `<img>` in the text (saved as a file placeholder).
 * Any failure is thrown with the spec's message, for the tool's error toast.
 */
export const renderChemistry: RenderChemistry = async (text) => {
  try {
    return await request<ChemistryImage>('chemistry', '/strText/toAwsURL', { method: 'POST', body: { strText: text } });
  } catch (error) {
    throw new Error(CHEMISTRY_MESSAGES.renderFailed, { cause: error });
  }
};
