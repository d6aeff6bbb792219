//! The CLI honours the OpenAI ecosystem's variables (`OPENAI_BASE_URL`, `OPENAI_API_KEY`) when
//! the project's own settings are absent, and never sends an OpenAI key to another host: checked
//! with `dualgraph ask` against a scripted OpenAI-compatible server on loopback.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use std::process::{Command, Output};
use support::llm_server::{Reply, Server};

const QUESTION: &str = "a good phone for my dad";

fn ask(bundle: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(support::dualgraph_bin());
    cmd.arg("ask").arg(bundle).arg(QUESTION).args(["--strategy", "tkg", "--json"]).args(args);
    for var in
        ["DUALGRAPH_LLM_URL", "DUALGRAPH_LLM_MODEL", "DUALGRAPH_LLM_API_KEY", "OPENAI_BASE_URL", "OPENAI_API_KEY"]
    {
        cmd.env_remove(var);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("run dualgraph")
}

fn answer(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("--json output")
}

#[test]
fn openai_variables_are_the_fallback_of_the_cli_llm_settings() {
    let dir = tempfile::tempdir().unwrap();
    let bundle = dir.path().join("demo.dgb");
    std::fs::write(&bundle, support::demo_store().bundle().bytes()).unwrap();
    let server = Server::start(|_, _| Reply::Stream(vec!["Try ".into(), "the Aria.".into()]));

    // OPENAI_BASE_URL + OPENAI_API_KEY, only the model from the flags: the OpenAI pair is used.
    let out = ask(&bundle, &["--model", "m1"], &[("OPENAI_BASE_URL", &server.url), ("OPENAI_API_KEY", "sk-openai")]);
    assert_eq!(answer(&out)["answer"], "Try the Aria.");
    let reqs = server.requests();
    assert_eq!(reqs.len(), 1);
    assert_eq!(reqs[0].header("authorization"), Some("Bearer sk-openai"));
    assert_eq!(reqs[0].body["model"], "m1");

    // The project's own key wins over OPENAI_API_KEY.
    let out = ask(
        &bundle,
        &["--model", "m2"],
        &[("OPENAI_BASE_URL", &server.url), ("OPENAI_API_KEY", "sk-openai"), ("DUALGRAPH_LLM_API_KEY", "own-key")],
    );
    answer(&out);
    assert_eq!(server.requests()[1].header("authorization"), Some("Bearer own-key"));

    // The project's own URL (another origin than OPENAI_BASE_URL's default, api.openai.com): the
    // OpenAI key is not sent there.
    let out = ask(&bundle, &["--llm-url", &server.url, "--model", "m3"], &[("OPENAI_API_KEY", "sk-openai")]);
    answer(&out);
    let third = &server.requests()[2];
    assert_eq!(third.header("authorization"), None);
    assert_eq!(third.body["model"], "m3");

    // A URL from OPENAI_BASE_URL but no model: a clear error naming where the URL came from.
    let out = ask(&bundle, &[], &[("OPENAI_BASE_URL", &server.url)]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no model") && stderr.contains("OPENAI_BASE_URL"), "{stderr}");

    // Nothing set: offline (no request), as before.
    let out = ask(&bundle, &[], &[("OPENAI_API_KEY", "sk-openai")]);
    assert!(answer(&out)["answer"].is_null(), "no model named, so no LLM");
    assert_eq!(server.requests().len(), 3);
}
