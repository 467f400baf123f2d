// Sign-language videos' folder under public/: "isl", Indian Sign Language, short as every byte of
// the Gujarati contact page counts. Its own file so the sample-media script reads it under Node.
export const SIGN_VIDEO_FOLDER = 'isl';
