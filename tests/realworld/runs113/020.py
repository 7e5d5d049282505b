"""Offline embedding extraction for a retrieval index: a small Flax NNX transformer encoder runs over the corpus in
batches and the outputs are pulled to host memory (like `outputs.last_hidden_state.cpu().numpy()` in the torch
script), concatenated, then mean-pooled and written to disk."""
import time
import numpy as np
import jax, jax.numpy as jnp
from flax import nnx

VOCAB, SEQ, DIM, BS, N_DOCS = 8000, 128, 256, 256, 40_000

class Encoder(nnx.Module):
    def __init__(self, rngs):
        self.tok = nnx.Embed(VOCAB, DIM, rngs=rngs)
        self.pos = nnx.Embed(SEQ, DIM, rngs=rngs)
        self.attn = nnx.MultiHeadAttention(num_heads=4, in_features=DIM, decode=False, rngs=rngs)
        self.ln1 = nnx.LayerNorm(DIM, rngs=rngs)
        self.ff = nnx.Linear(DIM, DIM, rngs=rngs)
        self.ln2 = nnx.LayerNorm(DIM, rngs=rngs)
    def __call__(self, ids):
        h = self.tok(ids) + self.pos(jnp.arange(ids.shape[1]))[None]
        h = self.ln1(h + self.attn(h))
        return self.ln2(h + nnx.gelu(self.ff(h)))

model = Encoder(nnx.Rngs(0))
model.eval()

@nnx.jit
def encode(model, ids):
    return model(ids)

rng = np.random.default_rng(0)
print("jax devices:", jax.devices())
print(f"encoding {N_DOCS} documents, batch_size={BS}, seq_len={SEQ}, dim={DIM}")
all_hidden = []
t0 = time.time()
n_batches = N_DOCS // BS
for b in range(n_batches):
    ids = rng.integers(0, VOCAB, size=(BS, SEQ), dtype=np.int32)
    last_hidden_state = encode(model, ids)
    all_hidden.append(np.asarray(last_hidden_state))         # host copy of (BS, SEQ, DIM)
    if (b + 1) % 10 == 0:
        el = time.time() - t0
        print(f"Extracting: {100*(b+1)//n_batches:3d}%| {b+1}/{n_batches} [{el:.0f}s, {(b+1)/el:.2f}it/s]", flush=True)

hidden = np.concatenate(all_hidden)
emb = hidden.mean(1)
np.save("/home/user/project/doc_emb.npy", emb)
print("saved", emb.shape)
