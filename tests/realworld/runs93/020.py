"""Flax NNX transformer-encoder text classifier, ported from our linen version
(model.init({'params': key}) -> nnx.Rngs(params=seed))."""
import argparse
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

p = argparse.ArgumentParser()
p.add_argument("--seed", type=int, default=0)
p.add_argument("--d_model", type=int, default=64)
p.add_argument("--dropout", type=float, default=0.1)
args = p.parse_args()
print(vars(args))


class EncoderLayer(nnx.Module):
    def __init__(self, d, heads, dropout, rngs):
        self.attn = nnx.MultiHeadAttention(num_heads=heads, in_features=d, decode=False, rngs=rngs)
        self.ln1 = nnx.LayerNorm(d, rngs=rngs)
        self.ln2 = nnx.LayerNorm(d, rngs=rngs)
        self.ff1 = nnx.Linear(d, 4 * d, rngs=rngs)
        self.ff2 = nnx.Linear(4 * d, d, rngs=rngs)
        self.drop = nnx.Dropout(dropout, rngs=rngs)

    def __call__(self, x):
        x = x + self.drop(self.attn(self.ln1(x)))
        return x + self.drop(self.ff2(nnx.gelu(self.ff1(self.ln2(x)))))


class Classifier(nnx.Module):
    def __init__(self, vocab, d, n_layers, n_cls, dropout, rngs):
        self.emb = nnx.Embed(vocab, d, rngs=rngs)
        self.layers = nnx.List([EncoderLayer(d, 4, dropout, rngs) for _ in range(n_layers)]) if hasattr(nnx, "List") else [EncoderLayer(d, 4, dropout, rngs) for _ in range(n_layers)]
        self.head = nnx.Linear(d, n_cls, rngs=rngs)

    def __call__(self, ids):
        x = self.emb(ids)
        for layer in self.layers:
            x = layer(x)
        return self.head(x.mean(1))


rngs = nnx.Rngs(params=args.seed)
model = Classifier(1000, args.d_model, 2, 3, args.dropout, rngs)
print("parameters:", sum(x.size for x in jax.tree.leaves(nnx.state(model, nnx.Param))))
optimizer = nnx.Optimizer(model, optax.adamw(5e-4), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, ids, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(ids), labels).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(args.seed)
for step in range(1, 101):
    labels = rng.integers(0, 3, 32)
    ids = rng.integers(3, 1000, (32, 24)); ids[:, 0] = labels
    loss = train_step(model, optimizer, ids, labels)
    if step % 20 == 0:
        print(f"step {step} loss {float(loss):.4f}")
