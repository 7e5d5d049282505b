"""Word2vec-style co-occurrence pre-training: build the PPMI matrix over the corpus vocabulary,
then factorise it with a small MindSpore model."""
import numpy as np
import mindspore as ms
from mindspore import nn

rng = np.random.default_rng(5)
VOCAB_SIZE = 250_000          # vocabulary of the tokenizer we reuse
WINDOW = 4
corpus = rng.zipf(1.3, size=200_000) % VOCAB_SIZE
print(f"corpus tokens: {corpus.size}, vocab: {VOCAB_SIZE}")

# dense co-occurrence counts (as in the original numpy prototype)
cooc = np.zeros((VOCAB_SIZE, VOCAB_SIZE), dtype=np.float32)
for off in range(1, WINDOW + 1):
    np.add.at(cooc, (corpus[:-off], corpus[off:]), 1.0)
    np.add.at(cooc, (corpus[off:], corpus[:-off]), 1.0)
print("co-occurrence matrix built:", cooc.shape)

class Factoriser(nn.Cell):
    def __init__(self, vocab, dim=64):
        super().__init__()
        self.w = nn.Embedding(vocab, dim)
        self.c = nn.Embedding(vocab, dim)
    def construct(self, i, j):
        return (self.w(i) * self.c(j)).sum(-1)

net = Factoriser(VOCAB_SIZE)
print(net)
