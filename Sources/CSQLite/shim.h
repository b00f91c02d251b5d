// The system's SQLite, for MVCSSQLite. Install it with `apt-get install libsqlite3-dev`
// (Debian, Ubuntu) or `brew install sqlite` (macOS, which also ships it in its SDK).
#include <sqlite3.h>
