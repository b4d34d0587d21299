"""The text front end: card text in, a typed AST and diagnostics out.

- ``grammar/`` — the Lark LALR grammars; ``syntax`` — splitting files into cards and lines, the
  LALR driver over Lark's tables and error recovery; ``vocabulary`` — expected tokens in words
  and did-you-mean; ``words`` — plurals, number words, subtypes;
- ``nodes`` — the AST (hand-written frame and bases; the rule classes are generated into
  ``rule_nodes``); ``checks`` — templating checks; ``fixes`` and ``renderer`` — canonical text
  for ``karlov fmt``;
- ``sources`` — reading untrusted files; ``diagnostics`` and ``reporting`` — positioned
  diagnostics and their text, JSON and SARIF forms.

Nothing here imports the compiler or the runtime.
"""
