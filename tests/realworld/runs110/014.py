"""Sentiment GRU trained with a jitted lax.scan over the batches of each epoch."""
import math
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

N, SEQ, VOCAB, BS, EPOCHS = 1000, 20, 500, 32, 3
steps_per_epoch = math.ceil(N / BS)     # len(DataLoader(ds, batch_size=32)) in the torch script


class GRUClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 32)(ids)
        h = nn.RNN(nn.GRUCell(64))(x)
        return nn.Dense(2)(h[:, -1])


rng = np.random.default_rng(0)
ids = rng.integers(1, VOCAB, (N, SEQ)).astype(np.int32)
y = (np.isin(ids, np.arange(1, 50)).sum(1) > 2).astype(np.int32)
print(f"dataset: {N} examples, batch_size {BS}, steps_per_epoch {steps_per_epoch}")

model = GRUClassifier()
params = model.init(jax.random.PRNGKey(0), ids[:1])["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(optax.exponential_decay(3e-3, steps_per_epoch, 0.7)))
opt_state = tx.init(params)


def epoch_batches(rng):
    perm = rng.permutation(N)
    n_full = N // BS
    idx = perm[: n_full * BS].reshape(n_full, BS)   # drop the ragged last batch so shapes stay static
    return ids[idx], y[idx]


@jax.jit
def train_epoch(params, opt_state, xb, yb):
    def body(carry, batch):
        p, s = carry
        x, t = batch
        def loss_fn(p):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), t).mean()
        loss, g = jax.value_and_grad(loss_fn)(p)
        u, s = tx.update(g, s, p)
        return (optax.apply_updates(p, u), s), loss
    (params, opt_state), losses = jax.lax.scan(body, (params, opt_state), (xb, yb), length=steps_per_epoch)
    return params, opt_state, losses


for epoch in range(EPOCHS):
    xb, yb = epoch_batches(rng)
    params, opt_state, losses = train_epoch(params, opt_state, xb, yb)
    print(f"epoch {epoch + 1}: mean loss {float(losses.mean()):.4f}")
