"""Char-level RNN language model: the time loop is written with lax.scan (ported from a torch for-loop)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

TEXT = ("the quick brown fox jumps over the lazy dog. " * 200)
VOCAB = sorted(set(TEXT))
stoi = {c: i for i, c in enumerate(VOCAB)}
data = np.array([stoi[c] for c in TEXT], dtype=np.int32)


class RNNLM(nn.Module):
    vocab: int
    hidden: int = 128

    @nn.compact
    def __call__(self, tokens):
        emb = nn.Embed(self.vocab, 64)(tokens)            # (B, T, 64)
        cell = nn.GRUCell(features=self.hidden)
        carry = cell.initialize_carry(jax.random.PRNGKey(0), emb[:, 0].shape)
        scan = nn.scan(lambda c, carry, x: c(carry, x), variable_broadcast="params",
                       split_rngs={"params": False}, in_axes=1, out_axes=1)
        _, hs = scan(cell, carry, emb)
        return nn.Dense(self.vocab)(hs)


def get_batch(rng, bs=32, T=64):
    starts = rng.integers(0, len(data) - T - 1, size=bs)
    x = np.stack([data[s:s + T] for s in starts])
    y = np.stack([data[s + 1:s + T + 1] for s in starts])
    return x, y


model = RNNLM(len(VOCAB))
params = model.init(jax.random.PRNGKey(0), np.zeros((2, 64), np.int32))["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(3e-3))
opt_state = tx.init(params)


def loss_fn(p, x, y):
    logits = model.apply({"params": p}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@jax.jit
def train_epoch(params, opt_state, xs, ys):
    """Run a whole epoch of steps inside one compiled scan, accumulating the loss."""
    def step(carry, batch):
        params, opt_state, total = carry
        x, y = batch
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        return (params, opt_state, total + loss), loss

    (params, opt_state, total), losses = jax.lax.scan(step, (params, opt_state, 0), (xs, ys))
    return params, opt_state, total / xs.shape[0], losses


rng = np.random.default_rng(0)
for epoch in range(3):
    batches = [get_batch(rng) for _ in range(20)]
    xs = np.stack([b[0] for b in batches]); ys = np.stack([b[1] for b in batches])
    params, opt_state, mean_loss, losses = train_epoch(params, opt_state, xs, ys)
    print(f"epoch {epoch}: mean loss {float(mean_loss):.4f} last {float(losses[-1]):.4f}")
