"""Tabular regression (house-price style) ported from a Keras notebook: raw un-normalised features, SGD with
momentum at the notebook's learning rate, MSE on raw target values."""
import sys, time
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

rng = np.random.default_rng(7)
n = 2000
sqft = rng.uniform(400, 5000, n); rooms = rng.integers(1, 8, n); year = rng.integers(1900, 2023, n)
lot = rng.uniform(1000, 40000, n)
X = np.stack([sqft, rooms, year, lot], 1).astype(np.float32)
price = (150 * sqft + 10000 * rooms + 300 * (year - 1900) + 2 * lot + rng.normal(0, 20000, n)).astype(np.float32)

class PriceNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64)(x)); x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x).squeeze(-1)

model = PriceNet()
state = train_state.TrainState.create(apply_fn=model.apply,
    params=model.init(jax.random.PRNGKey(0), X[:1])["params"], tx=optax.sgd(0.01, momentum=0.9))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        pred = state.apply_fn({"params": p}, xb)
        return jnp.mean((pred - yb) ** 2), jnp.mean(jnp.abs(pred - yb))
    (loss, mae), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), loss, mae

steps = n // 32
for epoch in range(1, 6):
    print(f"Epoch {epoch}/5")
    L = M = 0.0; t0 = time.time()
    for i in range(steps):
        state, loss, mae = train_step(state, X[i*32:(i+1)*32], price[i*32:(i+1)*32])
        L += float(loss); M += float(mae)
    dt = time.time() - t0
    print(f"{steps}/{steps} [==============================] - {dt:.0f}s {1000*dt/steps:.0f}ms/step - loss: {L/steps:.4f} - mae: {M/steps:.4f}")
