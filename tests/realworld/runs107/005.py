"""Imbalanced intent classification (Keras port): model.fit(class_weight=...) rewritten as a
weighted cross-entropy inside a jitted Flax train step."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

NCLS, L, BS = 3, 20, 32


class BiGRUClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(400, 32)(ids)
        x = nn.Bidirectional(nn.RNN(nn.GRUCell(32)), nn.RNN(nn.GRUCell(32)))(x)
        return nn.Dense(NCLS)(x.mean(1))


def load_data(n=1800, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.choice(NCLS, n, p=[0.8, 0.15, 0.05])
    ids = rng.integers(1, 300, (n, L))
    ids[:, :3] = 300 + 30 * y[:, None] + rng.integers(0, 30, (n, 3))
    return ids.astype(np.int32), y.astype(np.int32)


def compute_class_weight(y):
    counts = np.bincount(y, minlength=NCLS)
    return {c: len(y) / (NCLS * counts[c]) for c in range(NCLS)}   # sklearn 'balanced'


def main():
    x, y = load_data()
    class_weight = compute_class_weight(y)
    print("class counts:", np.bincount(y).tolist(), "class_weight:", {k: round(v, 3) for k, v in class_weight.items()})
    model = BiGRUClassifier()
    params = model.init(jax.random.key(0), x[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(2e-3))

    @jax.jit
    def train_step(state, xb, yb):
        sample_weight = jnp.stack([class_weight[label] for label in yb])
        def loss_fn(p):
            ce = optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb)
            return (ce * sample_weight).sum() / sample_weight.sum()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(1, 4):
        print(f"Epoch {epoch}/3")
        for i in range(0, len(x) - BS + 1, BS):
            state, loss = train_step(state, x[i:i + BS], y[i:i + BS])
        print(f"{len(x) // BS}/{len(x) // BS} - loss: {float(loss):.4f}")


if __name__ == "__main__":
    main()
