"""Tiny text classifier: NNX port of a torch nn.TransformerEncoderLayer model."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

VOCAB, MAXLEN, D, HEADS, NCLS, PAD = 200, 24, 32, 4, 2, 0

def make_data(n, rng):
    lens = rng.integers(6, MAXLEN + 1, size=n)
    ids = np.zeros((n, MAXLEN), np.int32)
    y = np.zeros(n, np.int32)
    for i, L in enumerate(lens):
        ids[i, :L] = rng.integers(1, VOCAB, size=L)
        y[i] = int((ids[i, :L] > VOCAB // 2).mean() > 0.5)
    return ids, y

class Encoder(nnx.Module):
    def __init__(self, rngs):
        self.embed = nnx.Embed(VOCAB, D, rngs=rngs)
        self.pos = nnx.Param(jax.random.normal(rngs.params(), (MAXLEN, D)) * 0.02)
        self.attn = nnx.MultiHeadAttention(num_heads=HEADS, in_features=D, decode=False, rngs=rngs)
        self.ln1 = nnx.LayerNorm(D, rngs=rngs)
        self.ff = nnx.Linear(D, D, rngs=rngs)
        self.ln2 = nnx.LayerNorm(D, rngs=rngs)
        self.head = nnx.Linear(D, NCLS, rngs=rngs)

    def __call__(self, ids):
        x = self.embed(ids) + self.pos[...]
        # torch: src_key_padding_mask = (ids == PAD)
        key_padding_mask = ids != PAD
        x = self.ln1(x + self.attn(x, mask=key_padding_mask))
        x = self.ln2(x + nnx.gelu(self.ff(x)))
        return self.head(x.mean(axis=1))

@nnx.jit
def train_step(model, opt, ids, y):
    def loss_fn(m):
        logits = m(ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss

def main():
    rng = np.random.default_rng(0)
    ids, y = make_data(2048, rng)
    print(f"train set: ids {ids.shape}, labels {y.shape}, positives {y.mean():.2f}")
    model = Encoder(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(3e-4), wrt=nnx.Param)
    bs = 64
    for epoch in range(3):
        perm = rng.permutation(len(ids))
        for step in range(len(ids) // bs):
            b = perm[step * bs:(step + 1) * bs]
            loss = train_step(model, opt, jnp.asarray(ids[b]), jnp.asarray(y[b]))
            if step % 10 == 0:
                print(f"epoch {epoch} step {step:3d} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
