# The rules page of spite (How to play): topics, text, captions.
