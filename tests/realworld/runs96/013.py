"""Semi-supervised self-training (pseudo-labelling) with a Flax classifier.
Round 0 trains on the labelled split, then confident predictions on the unlabelled split are
turned into pseudo labels (numpy post-processing, as in the original PyTorch .cpu().numpy() code)."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

THRESH = 0.9


class Clf(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(32)(x)))


def gen(rng, n):
    c = rng.integers(0, 3, n)
    centers = np.array([[2, 0], [-1, 1.7], [-1, -1.7]])
    return (centers[c] + rng.normal(size=(n, 2))).astype(np.float32), c.astype(np.int32)


@jax.jit
def train_step(state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy(state.apply_fn({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l


@jax.jit
def predict(state, x):
    return jax.nn.softmax(state.apply_fn({"params": state.params}, x), axis=-1)


rng = np.random.default_rng(0)
x_lab, y_lab = gen(rng, 150)
x_unl, _ = gen(rng, 3000)
model = Clf()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), x_lab[:1])["params"],
                                      tx=optax.adam(1e-2))
targets = np.eye(3, dtype=np.float32)[y_lab]
for rnd in range(3):
    for ep in range(100):
        state, loss = train_step(state, x_lab, targets)
    print(f"[round {rnd}] train loss {float(loss):.4f} on {len(x_lab)} samples")
    probs = np.asarray(predict(state, x_unl))
    conf = probs.max(1)
    print(f"[round {rnd}] {int((conf > THRESH).sum())}/{len(x_unl)} unlabelled samples above threshold {THRESH}")
    # hard pseudo labels: one-hot for confident samples, drop the rest
    probs[probs < THRESH] = 0.0
    probs[probs >= THRESH] = 1.0
    keep = probs.sum(1) > 0
    x_lab = np.concatenate([x_lab, x_unl[keep]])
    targets = np.concatenate([targets, probs[keep]])
