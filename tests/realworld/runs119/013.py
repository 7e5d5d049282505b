# StepLR-style manual schedule (step_size=3, gamma=0.1) with optax.inject_hyperparams (ported from torch param_groups['lr']).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 10)).astype(np.float32)
y = (X @ rng.normal(size=(10, 1)) + rng.normal(0, 1.0, size=(1024, 1))).astype(np.float32)

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(32)(x)))

model = Net()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-2, weight_decay=1e-4)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, xb) - yb) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

STEP_SIZE, GAMMA = 3, 0.1
for epoch in range(1, 11):
    losses = []
    for i in range(0, 1024, 64):
        params, opt_state, loss = step(params, opt_state, X[i:i+64], y[i:i+64])
        losses.append(float(loss))
    print(f"Epoch {epoch}: loss={np.mean(losses):.5f} lr={float(opt_state.hyperparams['learning_rate']):.2e}")
    if epoch % STEP_SIZE == 0:
        # torch: for g in optimizer.param_groups: g['lr'] *= GAMMA
        opt_state.hyperparams["lr"] = opt_state.hyperparams["lr"] * GAMMA
        print(f"Epoch {epoch}: StepLR decayed learning rate")
