/// The text `quad --help` prints.
enum HelpText {
    static let usage = """
    quad: the Quad App API server (public screens, signed-in API, jobs, operators' endpoints).

    USAGE
      quad serve [--mode api,worker,admin] [--data DIR] [--port N] [--admin-port N] [--no-database] [--config FILE]
      quad migrate [--config FILE]
      quad publish DIR [--config FILE]
      quad openapi
      quad fixture --schools N [--seed S] --out DIR
      quad --help

    COMMANDS
      serve     Run the server. Modes (comma-separated; default all three):
                  api     the public API and the signed-in API on --port (default 8080)
                  worker  background jobs (mail delivery, queue clean-up; LISTENs on quad_jobs)
                  admin   /healthz, /readyz, /metrics on 127.0.0.1:--admin-port (default 8081)
      migrate   Apply the SQL migrations to the database once each (safe to rerun).
      publish   Record dataset DIR (checked as serve loads it) and its changes.json change log in the database,
                so /changes reads them from there; publishing the same build again writes nothing.
      openapi   Print the OpenAPI 3.1 document of every endpoint.
      fixture   Write a deterministic sample dataset in the site's data/ layout.

    FLAGS
      --mode LIST        api, worker, admin (serve)
      --data DIR         dataset directory (QUAD_DATA_DIR; default data/sample)
      --port N           public API port (QUAD_PORT; 0 picks a free port)
      --admin-port N     admin port on loopback (QUAD_ADMIN_PORT)
      --no-database      read-only edge: public endpoints only; signed-in endpoints answer 503
      --config FILE      configuration file (default config/default.json when present)
      --schools N        number of colleges (fixture)
      --seed S           random seed (fixture; default 1)
      --out DIR          output directory (fixture; must be missing or empty)
      --reference DIR    reference data folder the fixture copies (default Tests/Fixtures/reference-data)
      --centroids FILE   ZIP centroid table for fixture locations (default data/zip-centroids.csv)

    ENVIRONMENT
      Every configuration key section.key has QUAD_<SECTION>_<KEY>, e.g. QUAD_HTTP_CONNECTION_LIMIT; also
      QUAD_DATA_DIR, QUAD_PORT, QUAD_HOST, QUAD_ADMIN_PORT, QUAD_ADMIN_TOKEN, QUAD_DATABASE_URL, QUAD_LOG_LEVEL.
      See config/default.json for every key and its default.

    Shutdown: SIGTERM or SIGINT stops accepting requests, lets those in flight finish (shutdown.graceSeconds),
    and stops services in reverse start order; a second signal exits at once.
    """
}
