"""Hyper-parameter sweep worker: each trial gets its own seed derived from wall-clock time (as in the old torch.manual_seed(time.time()) code)."""
import os, time, json
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

trial = {"trial_id": int(os.environ.get("TRIAL_ID", 3)), "lr": 3e-3, "hidden": 64, "epochs": 3}
print("trial config:", json.dumps(trial))

class Regressor(nn.Module):
    hidden: int
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.swish(nn.Dense(self.hidden)(x)))[..., 0]

x = np.linspace(-3, 3, 1024, dtype=np.float32)[:, None]
y = np.sin(2 * x[:, 0]) + 0.1 * np.random.default_rng(0).normal(size=1024).astype(np.float32)

seed = time.time() * 1000 % 2**31   # unique seed per trial
print(f"trial {trial['trial_id']}: seed={seed}")
key = jax.random.PRNGKey(seed)
key, init_key = jax.random.split(key)
model = Regressor(trial["hidden"])
params = model.init(init_key, x[:1])
tx = optax.adam(trial["lr"]); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - yb) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(trial["epochs"]):
    for i in range(0, 1024, 64):
        params, opt_state, loss = step(params, opt_state, x[i:i + 64], y[i:i + 64])
    print(f"trial {trial['trial_id']} epoch {epoch} mse {float(loss):.4f}")
