# The rules page of malefiz (How to play): topics, text, captions.
