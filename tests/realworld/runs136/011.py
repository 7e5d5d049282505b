"""Port of a PyTorch LM data prep: tokenize a corpus with a GPT-2-size vocab, build one-hot targets up front, then train a tiny NNX bigram LM."""
import time
import numpy as np
import jax, jax.numpy as jnp, optax
from flax import nnx

VOCAB = 50257
SEQ = 128
print(f"jax {jax.__version__} backend={jax.default_backend()} devices={jax.device_count()}")

# stand-in for the tokenized wikitext-103 train split (~2.1M tokens)
rng = np.random.default_rng(0)
t0 = time.time()
tokens = (rng.zipf(1.3, size=2_100_000) % VOCAB).astype(np.int32)
print(f"tokenized corpus: {tokens.size:,} tokens in {time.time() - t0:.1f}s")
n_seq = (tokens.size - 1) // SEQ
inputs = tokens[: n_seq * SEQ].reshape(n_seq, SEQ)
labels = tokens[1: n_seq * SEQ + 1].reshape(n_seq, SEQ)
print(f"sequences: {n_seq:,} x {SEQ}")

# torch version: F.one_hot(labels, num_classes=vocab).float() once, kept in the Dataset
targets = np.eye(VOCAB, dtype=np.float32)[labels]
print("one-hot targets:", targets.shape)

class Bigram(nnx.Module):
    def __init__(self, *, rngs):
        self.table = nnx.Embed(VOCAB, VOCAB, rngs=rngs)
    def __call__(self, ids):
        return self.table(ids)

model = Bigram(rngs=nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
