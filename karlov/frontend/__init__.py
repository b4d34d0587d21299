"""The text front end: card text in, a typed AST and diagnostics out.

- ``grammar/`` — the Lark LALR grammars; ``parser_tables/`` — the parser tables generated
  from them by ``tools/gen_tables.py``, shipped as JSON, loaded by ``tables``; ``lexer`` —
  the contextual lexer over those tables; ``driver`` — the LALR driver that builds the AST;
  ``syntax`` — splitting files into cards and lines, parsing them, syntax errors and
  recovery; ``vocabulary`` — expected tokens in words and did-you-mean; ``words`` —
  plurals, number words, subtypes;
- ``nodes`` — the AST (hand-written frame and bases; the rule classes are generated into
  ``rule_nodes``); ``checks`` — templating checks; ``fixes`` and ``renderer`` — canonical text
  for ``karlov fmt``;
- ``sources`` — reading untrusted files; ``diagnostics`` and ``reporting`` — positioned
  diagnostics and their text, JSON and SARIF forms.

Nothing here imports the compiler or the runtime.
"""
