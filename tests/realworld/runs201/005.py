"""Review-rating regressor (flax.nnx, 4 transformer layers). Loader pads each batch to its own longest review,
like a torch DataCollatorWithPadding."""
import time, sys
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

VOCAB, D, LAYERS = 2000, 128, 2

class Layer(nnx.Module):
    def __init__(self, rngs):
        self.att = nnx.MultiHeadAttention(num_heads=4, in_features=D, decode=False, rngs=rngs)
        self.ff1 = nnx.Linear(D, 4 * D, rngs=rngs); self.ff2 = nnx.Linear(4 * D, D, rngs=rngs)
        self.n1 = nnx.LayerNorm(D, rngs=rngs); self.n2 = nnx.LayerNorm(D, rngs=rngs)
    def __call__(self, x, mask):
        x = x + self.att(self.n1(x), mask=mask)
        return x + self.ff2(nnx.gelu(self.ff1(self.n2(x))))

class Model(nnx.Module):
    def __init__(self, rngs):
        self.emb = nnx.Embed(VOCAB, D, rngs=rngs)
        self.layers = nnx.List([Layer(rngs) for _ in range(LAYERS)])
        self.head = nnx.Linear(D, 1, rngs=rngs)
    def __call__(self, ids):
        pad = ids != 0
        mask = nnx.make_attention_mask(pad, pad)
        x = self.emb(ids)
        for l in self.layers:
            x = l(x, mask)
        return self.head((x * pad[..., None]).sum(1) / pad.sum(1, keepdims=True))[:, 0]

@nnx.jit
def train_step(model, opt, ids, y):
    loss, g = nnx.value_and_grad(lambda m: ((m(ids) - y) ** 2).mean())(model)
    opt.update(model, g)
    return loss

def collate(seqs):
    L = max(len(s) for s in seqs)
    out = np.zeros((len(seqs), L), np.int32)
    for i, s in enumerate(seqs): out[i, :len(s)] = s
    return out

def main():
    rng = np.random.default_rng(0)
    n = 16000
    seqs = [rng.integers(1, VOCAB, size=rng.integers(8, 512)) for _ in range(n)]
    y = rng.uniform(1, 5, size=n).astype(np.float32)
    model = Model(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(3e-4), wrt=nnx.Param)
    bs = 16
    print(f"reviews={n} batch_size={bs} steps/epoch={n // bs}", flush=True)
    t0 = time.time(); tl = t0
    for step in range(n // bs):
        idx = rng.choice(n, bs, replace=False)
        ids = collate([seqs[i] for i in idx]); ids_len = ids.shape[1]
        loss = train_step(model, opt, ids, y[idx])
        if True:
            now = time.time()
            print(f"step {step+1:5d}/{n//bs} | loss {float(loss):.4f} | {(now - tl):.2f} s/it | seq_len {ids_len} | elapsed {now - t0:.0f}s", flush=True)
            tl = now
    print("epoch done")

if __name__ == "__main__":
    main()
