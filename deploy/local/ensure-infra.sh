#!/usr/bin/env bash
# Makes sure PostgreSQL, Redis and NATS (with JetStream) answer on 127.0.0.1, and that Chromium and a
# Japanese font are there for the browser tests.
# Uses them if running, starts them if installed, installs them from Debian's packages when
# running as root, otherwise says exactly what to do. Safe to run again and again.
set -u

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() { for _ in $(seq 1 30); do port_open "$1" && return 0; sleep 0.5; done; return 1; }
is_root() { [ "$(id -u)" = 0 ]; }
apt_updated=""
apt_install() {
  is_root || return 1
  [ -n "$apt_updated" ] || { apt-get update -qq >/dev/null 2>&1; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1
}
fail=0

# PostgreSQL
if ! port_open 5432; then
  if ! ls /etc/postgresql >/dev/null 2>&1; then
    echo "PostgreSQL: installing from Debian packages..."; apt_install postgresql || true
  fi
  if ls /etc/postgresql >/dev/null 2>&1; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >/dev/null 2>&1 || true
  fi
  wait_port 5432 || { echo "PostgreSQL is not reachable on 127.0.0.1:5432. As root: apt-get install postgresql && pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql) main start (trust auth for user postgres)"; fail=1; }
fi

# PostGIS for the fields service's boundaries and 筆ポリゴン (its migration runs CREATE EXTENSION postgis)
if ls /etc/postgresql >/dev/null 2>&1; then
  PG_MAJOR="$(ls /etc/postgresql | sort -n | tail -1)"
  if [ ! -f "/usr/share/postgresql/$PG_MAJOR/extension/postgis.control" ]; then
    echo "PostGIS: installing from Debian packages..."; apt_install "postgresql-$PG_MAJOR-postgis-3" || true
    [ -f "/usr/share/postgresql/$PG_MAJOR/extension/postgis.control" ] \
      || { echo "PostGIS is not installed. As root: apt-get install postgresql-$PG_MAJOR-postgis-3"; fail=1; }
  fi
fi

# Redis
if ! port_open 6379; then
  command -v redis-server >/dev/null || { echo "Redis: installing from Debian packages..."; apt_install redis-server || true; }
  if command -v redis-server >/dev/null; then
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log >/dev/null 2>&1 \
      || redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null 2>&1 || true
  fi
  wait_port 6379 || { echo "Redis is not reachable on 127.0.0.1:6379. As root: apt-get install redis-server && redis-server --daemonize yes --port 6379"; fail=1; }
fi

# NATS with JetStream
if ! port_open 4222; then
  command -v nats-server >/dev/null || [ -x /usr/sbin/nats-server ] || { echo "NATS: installing from Debian packages..."; apt_install nats-server || true; }
  NATS_BIN=$(command -v nats-server || echo /usr/sbin/nats-server)
  if [ -x "$NATS_BIN" ]; then
    mkdir -p /var/lib/nats-server 2>/dev/null || true
    start-stop-daemon --start --oknodo --background --exec "$NATS_BIN" -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log >/dev/null 2>&1 \
      || (nohup "$NATS_BIN" -a 127.0.0.1 -p 4222 -js >/dev/null 2>&1 &)
  fi
  wait_port 4222 || { echo "NATS is not reachable on 127.0.0.1:4222. As root: apt-get install nats-server && nats-server -a 127.0.0.1 -p 4222 -js &"; fail=1; }
fi

# The browser tests (and the benches that render pages) drive Debian's Chromium at /usr/bin/chromium
# (CHROMIUM_PATH elsewhere); screens are Japanese, so a CJK font must be there or text renders as boxes.
# Not fatal: the site runs without them, only the browser suites need them, and they say so at launch.
# (mosquitto-clients and wrk are not used by any test: the MQTT and load tests use npm clients.)
has_cjk_font() {
  if command -v fc-list >/dev/null; then fc-list :lang=ja 2>/dev/null | grep -q .; else ls /usr/share/fonts/opentype/noto/NotoSansCJK* >/dev/null 2>&1; fi
}
browser_packages=""
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || browser_packages="chromium"
has_cjk_font || browser_packages="$browser_packages fonts-noto-cjk"
browser_packages="${browser_packages# }"
if [ -n "$browser_packages" ]; then
  if is_root; then
    echo "Browser tests: $browser_packages missing; installing from Debian packages..."
    # shellcheck disable=SC2086 # the list is two fixed package names
    apt_install $browser_packages || true
  fi
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && has_cjk_font \
    || echo "Browser tests need Chromium and a Japanese font. As root: apt-get update && apt-get install -y $browser_packages (or set CHROMIUM_PATH to a Chromium binary)"
fi

[ $fail = 0 ] && echo "infrastructure: PostgreSQL, Redis and NATS are up"
exit $fail
