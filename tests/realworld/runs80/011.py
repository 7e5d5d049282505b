# ReduceLROnPlateau ported from torch (optimizer.param_groups[0]["lr"] *= 0.5) using optax.inject_hyperparams
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

class Regressor(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, 1, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x))).squeeze(-1)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 8)).astype(np.float32)
Y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] ** 2 + 0.05 * rng.normal(size=2048)).astype(np.float32)
Xv, Yv = X[:256], Y[:256]

model = Regressor(nnx.Rngs(0))
tx = optax.chain(
    optax.clip_by_global_norm(1.0),
    optax.inject_hyperparams(optax.adamw)(learning_rate=1e-1, weight_decay=1e-4),
)
optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)

@nnx.jit
def train_step(model, optimizer, x, y):
    loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, g)
    return loss

@nnx.jit
def val_loss(model, x, y):
    return jnp.mean((model(x) - y) ** 2)

best, bad_epochs, patience = np.inf, 0, 1
for epoch in range(20):
    for i in range(256, 2048, 128):
        train_step(model, optimizer, X[i:i+128], Y[i:i+128])
    vl = float(val_loss(model, Xv, Yv))
    print(f"epoch {epoch} val_mse {vl:.5f}")
    if vl < best - 1e-3:
        best, bad_epochs = vl, 0
    else:
        bad_epochs += 1
        if bad_epochs > patience:
            lr = optimizer.opt_state.hyperparams["learning_rate"]
            optimizer.opt_state.hyperparams["learning_rate"] = lr * 0.5
            print(f"reducing learning rate to {lr * 0.5}")
            bad_epochs = 0
