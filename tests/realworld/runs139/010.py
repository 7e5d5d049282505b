"""Sequence-to-one regressor (predict next value of a noisy sine) ported from a PyTorch nn.LSTM model.

torch:
    self.lstm = nn.LSTM(input_size=1, hidden_size=32)          # batch_first=False -> input (T, B, F)
    h0 = torch.zeros(1, B, 32); c0 = torch.zeros(1, B, 32)
    out, _ = self.lstm(x, (h0, c0)); y = self.head(out[-1])
"""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

SEQ, BATCH, HIDDEN = 40, 16, 32


def make_windows(n, rng):
    t0 = rng.uniform(0, 2 * np.pi, n)
    t = t0[:, None] + np.arange(SEQ + 1)[None, :] * 0.2
    s = np.sin(t) + rng.normal(0, 0.05, t.shape)
    x = s[:, :SEQ].T[..., None]            # (T, N, 1)  -- time-major, as the torch DataLoader collate produced
    y = s[:, SEQ:]                         # (N, 1)
    return x.astype(np.float32), y.astype(np.float32)


class LSTMRegressor(nn.Module):
    @nn.compact
    def __call__(self, x):                      # x: (T, B, 1)
        cell = nn.OptimizedLSTMCell(HIDDEN)
        B = x.shape[1]
        carry = (jnp.zeros((B, HIDDEN)), jnp.zeros((B, HIDDEN)))   # (c0, h0)
        carry, out = nn.RNN(cell, return_carry=True)(x, initial_carry=carry)
        return nn.Dense(1)(out[-1])


def main():
    rng = np.random.default_rng(0)
    x_tr, y_tr = make_windows(1024, rng)
    print(f"train windows: x {x_tr.shape} (T, N, F)  y {y_tr.shape}")
    model = LSTMRegressor()
    params = model.init(jax.random.key(0), x_tr[:, :BATCH])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-2))

    @jax.jit
    def step(state, xb, yb):
        def loss_fn(p):
            return jnp.mean((state.apply_fn({"params": p}, xb) - yb) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(3):
        perm = rng.permutation(x_tr.shape[1])
        tot = 0.0
        for i in range(0, 1024, BATCH):
            idx = perm[i:i + BATCH]
            state, loss = step(state, x_tr[:, idx], y_tr[idx])
            tot += float(loss)
        print(f"epoch {epoch}: mse {tot / (1024 // BATCH):.5f}")


if __name__ == "__main__":
    main()
