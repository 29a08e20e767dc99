/** The file each page of the archive reads its events from, beside its HTML ("/events/all/spring-2026/data.json"). */
export const ARCHIVE_DATA_FILE = "data.json";
