/**
 * Where sign-language videos and their captions go, under public/, and the
 * site path that names them: "isl", for Indian Sign Language, kept short as
 * every byte of the Gujarati contact page's HTML counts. A file of its own so
 * the sample-media script can read it under plain Node.
 */
export const SIGN_VIDEO_FOLDER = 'isl';
