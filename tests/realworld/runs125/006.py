"""Imbalanced classification with per-batch inverse-frequency class weights (ported from a torch.unique based loss)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

NCLS = 6
rng = np.random.default_rng(3)
priors = np.array([0.55, 0.2, 0.1, 0.08, 0.05, 0.02])
y_all = rng.choice(NCLS, size=6000, p=priors).astype(np.int32)
proto = rng.normal(size=(NCLS, 24))
x_all = (proto[y_all] + rng.normal(scale=1.5, size=(6000, 24))).astype(np.float32)


class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(96)(x))
        x = nn.silu(nn.Dense(96)(x))
        return nn.Dense(NCLS)(x)


def class_balanced_ce(logits, labels):
    classes, counts = jnp.unique(labels, return_counts=True)
    freq = jnp.zeros(NCLS).at[classes].set(counts / labels.shape[0])
    weights = 1.0 / jnp.maximum(freq[labels], 1e-3)
    ce = optax.losses.softmax_cross_entropy_with_integer_labels(logits, labels)
    return (weights * ce).sum() / weights.sum()


model = Model()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.PRNGKey(0), x_all[:1])["params"],
                                      tx=optax.adamw(1e-3))
print(f"train samples: {len(y_all)}  class counts: {np.bincount(y_all).tolist()}")


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return class_balanced_ce(state.apply_fn({"params": p}, x), y)
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


for epoch in range(3):
    perm = rng.permutation(len(y_all))
    for step in range(len(perm) // 128):
        idx = perm[step * 128:(step + 1) * 128]
        state, loss = train_step(state, x_all[idx], y_all[idx])
        if step % 10 == 0:
            print(f"[epoch {epoch}] step {step:03d}  weighted_ce {float(loss):.4f}")
