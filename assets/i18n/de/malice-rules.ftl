# The rules page of malice (How to play): topics, text, captions.
