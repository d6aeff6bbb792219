//! Real SPARQL servers on loopback for the endpoint tests, each in its own temporary directory
//! on free ports and killed on drop: the Oxigraph server (PyPI `oxigraph`, installed by
//! `scripts/setup` into `target/oxigraph-venv`; `DUALGRAPH_OXIGRAPH` overrides the binary) and
//! Virtuoso 7 (Debian `virtuoso-opensource-7-bin`, installed by `scripts/setup`;
//! `DUALGRAPH_VIRTUOSO` overrides the directory holding `virtuoso-t` and `isql-vt`).
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A server process holding one or more graphs, killed on drop.
pub struct SparqlServer {
    child: Child,
    /// The query URL.
    pub url: String,
    /// Which server.
    pub name: &'static str,
    /// The graph IRI holding a loaded export, where the server needs one named (Virtuoso).
    graphs: Vec<String>,
    dir: tempfile::TempDir,
}

impl Drop for SparqlServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl SparqlServer {
    /// The graph the `i`-th export was loaded into (`None`: the server's default graph).
    pub fn graph(&self, i: usize) -> Option<String> {
        self.graphs.get(i).cloned()
    }

    /// The server's directory (database, logs).
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn wait_listening(port: u16, what: &str, child: &mut Child, log: Option<&Path>) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        let log = || log.and_then(|l| std::fs::read_to_string(l).ok()).unwrap_or_default();
        if let Ok(Some(status)) = child.try_wait() {
            panic!("{what} exited ({status}) before listening on {port}\n{}", log());
        }
        assert!(Instant::now() < deadline, "{what} did not start listening on {port}\n{}", log());
        std::thread::sleep(Duration::from_millis(50));
    }
}

pub fn oxigraph_bin() -> PathBuf {
    let bin = std::env::var_os("DUALGRAPH_OXIGRAPH")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target/oxigraph-venv/bin/oxigraph"));
    assert!(
        bin.exists(),
        "{} is missing: run scripts/setup (pip install oxigraph into target/oxigraph-venv)",
        bin.display()
    );
    bin
}

/// A read-only Oxigraph server with each export (N-Triples) in the default graph when there is
/// one, else each in its own named graph `urn:dualgraph:test:<i>`.
pub fn start_oxigraph(exports: &[&[u8]]) -> SparqlServer {
    let bin = oxigraph_bin();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    let mut graphs = Vec::new();
    for (i, export) in exports.iter().enumerate() {
        let data = dir.path().join(format!("export{i}.nt"));
        std::fs::write(&data, export).unwrap();
        let mut load = Command::new(&bin);
        load.args(["load", "--location"]).arg(&db).arg("--file").arg(&data);
        if exports.len() > 1 {
            let graph = format!("urn:dualgraph:test:{i}");
            load.args(["--graph", &graph]);
            graphs.push(graph);
        }
        let load = load.output().unwrap();
        assert!(load.status.success(), "oxigraph load: {}", String::from_utf8_lossy(&load.stderr));
        std::fs::remove_file(&data).unwrap();
    }
    // As the README's recipe does after a bulk load (queries 4–10× faster at scale).
    let optimize = Command::new(&bin).args(["optimize", "--location"]).arg(&db).output().unwrap();
    assert!(optimize.status.success(), "oxigraph optimize: {}", String::from_utf8_lossy(&optimize.stderr));
    let port = free_port();
    let mut child = Command::new(&bin)
        .args(["serve-read-only", "--location"])
        .arg(&db)
        .args(["--bind", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    wait_listening(port, "oxigraph", &mut child, None);
    SparqlServer { child, url: format!("http://127.0.0.1:{port}/query"), name: "oxigraph", graphs, dir }
}

/// `virtuoso-t` and `isql-vt`.
pub fn virtuoso_bins() -> (PathBuf, PathBuf) {
    let dir = std::env::var_os("DUALGRAPH_VIRTUOSO").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("/usr/bin"));
    let (server, isql) = (dir.join("virtuoso-t"), dir.join("isql-vt"));
    assert!(
        server.exists() && isql.exists(),
        "{} / {} missing: run scripts/setup (apt-get install virtuoso-opensource-7-bin)",
        server.display(),
        isql.display()
    );
    (server, isql)
}

/// A Virtuoso 7 server with a fresh database in a temporary directory (SQL and HTTP on free
/// loopback ports), each export (N-Triples) loaded into its own named graph
/// `urn:dualgraph:test:<i>` (Virtuoso's default graph is the union of every graph, its own
/// system graphs included, so queries name the graph with `default-graph-uri`).
pub fn start_virtuoso(exports: &[&[u8]]) -> SparqlServer {
    let (bin, isql) = virtuoso_bins();
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display().to_string();
    let (sql_port, http_port) = (free_port(), free_port());
    let ini = format!(
        "[Database]\nDatabaseFile = {d}/virtuoso.db\nErrorLogFile = {d}/virtuoso.log\nLockFile = {d}/virtuoso.lck\n\
         TransactionFile = {d}/virtuoso.trx\nxa_persistent_file = {d}/virtuoso.pxa\nErrorLogLevel = 7\n\
         FileExtend = 200\nMaxCheckpointRemap = 2000\nStriping = 0\nTempStorage = TempDatabase\n\n\
         [TempDatabase]\nDatabaseFile = {d}/virtuoso-temp.db\nTransactionFile = {d}/virtuoso-temp.trx\n\
         MaxCheckpointRemap = 2000\nStriping = 0\n\n\
         [Parameters]\nServerPort = 127.0.0.1:{sql_port}\nDisableUnixSocket = 1\nCheckpointInterval = 0\n\
         NumberOfBuffers = 20000\nMaxDirtyBuffers = 15000\nServerThreads = 10\nDirsAllowed = ., {d}\n\n\
         [HTTPServer]\nServerPort = 127.0.0.1:{http_port}\nServerRoot = {d}\nMaxClientConnections = 5\n\
         ServerThreads = 5\nEnabledDavVSP = 0\n\n\
         [SPARQL]\nResultSetMaxRows = 1000000\nMaxQueryExecutionTime = 10\nMaxQueryCostEstimationTime = 0\n"
    );
    let ini_path = dir.path().join("virtuoso.ini");
    std::fs::write(&ini_path, ini).unwrap();
    let log = dir.path().join("virtuoso.log");
    let mut child = Command::new(&bin)
        .arg("-f")
        .arg("-c")
        .arg(&ini_path)
        .current_dir(dir.path())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    wait_listening(sql_port, "virtuoso", &mut child, Some(&log));
    wait_listening(http_port, "virtuoso (HTTP)", &mut child, Some(&log));
    let mut graphs = Vec::new();
    for (i, export) in exports.iter().enumerate() {
        let data = dir.path().join(format!("export{i}.nt"));
        std::fs::write(&data, export).unwrap();
        let graph = format!("urn:dualgraph:test:{i}");
        let sql = format!("DB.DBA.TTLP_MT(file_to_string_output('{}'), '', '{graph}', 0); checkpoint;", data.display());
        let out = Command::new(&isql)
            .arg(sql_port.to_string())
            .args(["dba", "dba"])
            .arg(format!("exec={sql}"))
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && !text.contains("*** Error"), "virtuoso load: {text}");
        std::fs::remove_file(&data).unwrap();
        graphs.push(graph);
    }
    SparqlServer { child, url: format!("http://127.0.0.1:{http_port}/sparql"), name: "virtuoso", graphs, dir }
}
