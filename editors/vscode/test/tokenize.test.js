// Tokenizes every bundled card (karlov/cards/**/*.card) with the generated TextMate grammar,
// using the libraries VS Code itself uses (vscode-textmate, vscode-oniguruma), and checks the
// scopes a reader relies on: card names, every mana symbol, every word of a type line, the Case
// keywords, keyword abilities outside reminder text, reminder text, power/toughness.
"use strict";

const assert = require("node:assert/strict");
const fs = require("node:fs");
const path = require("node:path");
const { test } = require("node:test");
const oniguruma = require("vscode-oniguruma");
const vsctm = require("vscode-textmate");

const ROOT = path.resolve(__dirname, "..", "..", "..");
const GRAMMAR = path.join(ROOT, "editors", "vscode", "syntaxes", "karlov.tmLanguage.json");
const CARDS = path.join(ROOT, "karlov", "cards");

const MANA = "constant.other.mana.karlov";
const TYPE_WORDS = [
  "storage.modifier.supertype.karlov",
  "storage.type.card-type.karlov",
  "entity.name.type.subtype.karlov",
  "punctuation.separator.dash.karlov",
];
const EVERGREEN =
  /(?<![\w'’-])(flying|first strike|double strike|vigilance|trample|haste|menace|deathtouch|lifelink|defender|reach|hexproof|indestructible|flash)(?![\w'’-])/gi;

async function loadGrammar() {
  const wasm = fs.readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources) => new oniguruma.OnigScanner(sources),
      createOnigString: (text) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async (scopeName) =>
      scopeName === "source.karlov"
        ? vsctm.parseRawGrammar(fs.readFileSync(GRAMMAR, "utf8"), GRAMMAR)
        : null,
  });
  return registry.loadGrammar("source.karlov");
}

function cardFiles(folder) {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return cardFiles(full);
      return entry.name.endsWith(".card") ? [full] : [];
    });
}

// The scopes of the character at `index` of a tokenized line.
function scopesAt(tokens, index) {
  const token = tokens.find((t) => t.startIndex <= index && index < t.endIndex);
  return token ? token.scopes : [];
}

// Each line of a file with its tokens and its role: name, type, ability, comment or blank.
function tokenizeFile(grammar, text) {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  let stack = vsctm.INITIAL;
  let position = 0; // lines of the current card read so far (comments not counted)
  return lines.map((line) => {
    const result = grammar.tokenizeLine(line, stack);
    stack = result.ruleStack;
    let role;
    if (!line.trim()) {
      role = "blank";
      position = 0;
    } else if (line.trimStart().startsWith("#")) {
      role = "comment";
    } else {
      role = ["name", "type"][position] || "ability";
      position += 1;
    }
    return { line, role, tokens: result.tokens };
  });
}

// Whether the character at `index` is inside parentheses (reminder text).
function inReminder(line, index) {
  let depth = 0;
  for (let i = 0; i < index; i += 1) {
    if (line[i] === "(") depth += 1;
    if (line[i] === ")") depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

test("every bundled card is highlighted with the scopes of its parts", async () => {
  const grammar = await loadGrammar();
  const files = cardFiles(CARDS);
  assert.ok(files.length >= 200, `only ${files.length} bundled card files found`);
  const counts = { mana: 0, toSolve: 0, solved: 0, keywords: 0, typeWords: 0, pt: 0 };
  for (const file of files) {
    const where = path.relative(ROOT, file);
    for (const { line, role, tokens } of tokenizeFile(grammar, fs.readFileSync(file, "utf8"))) {
      for (const symbol of line.matchAll(/\{[^{}\s]{1,8}\}/g)) {
        for (let i = symbol.index; i < symbol.index + symbol[0].length; i += 1) {
          assert.ok(scopesAt(tokens, i).includes(MANA), `${where}: ${symbol[0]} in "${line}"`);
        }
        counts.mana += 1;
      }
      if (role === "name") {
        const nameEnd = line.search(/\s*(\{|$)/);
        assert.ok(
          scopesAt(tokens, 0).includes("entity.name.type.card.karlov"),
          `${where}: name line "${line}"`,
        );
        assert.ok(nameEnd > 0);
      }
      if (role === "type") {
        for (let i = 0; i < line.length; i += 1) {
          if (/\s/.test(line[i])) continue;
          const scopes = scopesAt(tokens, i);
          assert.ok(
            TYPE_WORDS.some((scope) => scopes.includes(scope)),
            `${where}: "${line[i]}" at ${i} of the type line "${line}" has only ${scopes}`,
          );
        }
        counts.typeWords += 1;
      }
      if (role !== "ability") continue;
      if (/^To solve —/.test(line)) {
        for (let i = 0; i < "To solve".length; i += 1) {
          assert.ok(scopesAt(tokens, i).includes("keyword.control.to-solve.karlov"), where);
        }
        counts.toSolve += 1;
      }
      if (/^Solved —/.test(line)) {
        assert.ok(scopesAt(tokens, 0).includes("keyword.control.solved.karlov"), where);
        counts.solved += 1;
      }
      for (const keyword of line.matchAll(EVERGREEN)) {
        if (inReminder(line, keyword.index)) continue;
        assert.ok(
          scopesAt(tokens, keyword.index).includes("keyword.other.keyword-ability.karlov"),
          `${where}: keyword "${keyword[0]}" in "${line}"`,
        );
        counts.keywords += 1;
      }
      const reminder = line.indexOf("(");
      if (reminder >= 0) {
        assert.ok(
          scopesAt(tokens, reminder + 1).includes("comment.block.reminder.karlov"),
          `${where}: reminder text in "${line}"`,
        );
      }
      if (/^(\d+|\*|X)\/(\d+|\*|X)$/.test(line)) {
        assert.ok(
          scopesAt(tokens, 0).includes("constant.numeric.power-toughness.karlov"),
          `${where}: power/toughness "${line}"`,
        );
        counts.pt += 1;
      }
    }
  }
  // Every part was met, so none of the checks above passed by finding nothing to check.
  assert.ok(counts.toSolve >= 15 && counts.solved >= 15, JSON.stringify(counts));
  assert.ok(counts.mana > 300 && counts.keywords > 20 && counts.pt > 50, JSON.stringify(counts));
  assert.equal(counts.typeWords, files.length);
});

test("a small card: its name, type, plain words, numbers and a mana symbol in reminder text", async () => {
  const grammar = await loadGrammar();
  const [name, type, ability] = tokenizeFile(
    grammar,
    "Opt {U}\nInstant\nScry 1. Draw a card. (Reminder {T}.)\n",
  );
  assert.deepEqual(scopesAt(name.tokens, 0), ["source.karlov", "meta.card.karlov", "entity.name.type.card.karlov"]);
  assert.ok(scopesAt(type.tokens, 0).includes("storage.type.card-type.karlov"));
  const draw = ability.line.indexOf("Draw");
  assert.ok(!scopesAt(ability.tokens, draw).some((s) => s.startsWith("keyword")));
  assert.ok(scopesAt(ability.tokens, ability.line.indexOf("1")).includes("constant.numeric.karlov"));
  assert.ok(scopesAt(ability.tokens, ability.line.indexOf("{T}")).includes(MANA));
});
