# MLP regression on synthetic tabular data; cosine LR schedule ported from torch CosineAnnealingLR(T_max=epochs),
# which the PyTorch loop stepped once per epoch.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

cfg = dict(epochs=20, batch_size=32, lr=3e-3, n_train=4096, n_features=16)

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(128)(x))
        x = nn.silu(nn.Dense(128)(x))
        return nn.Dense(1)(x)[:, 0]

r = np.random.default_rng(0)
X = r.normal(size=(cfg["n_train"], cfg["n_features"])).astype(np.float32)
w_true = r.normal(size=(cfg["n_features"],))
Y = (np.sin(X @ w_true) + 0.1 * X[:, 0] ** 2 + 0.05 * r.normal(size=len(X))).astype(np.float32)

def batches(X, Y, bs, seed):
    idx = np.random.default_rng(seed).permutation(len(X))
    for i in range(0, len(idx), bs):
        j = idx[i:i+bs]
        yield X[j], Y[j]

model = Regressor()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
schedule = optax.cosine_decay_schedule(init_value=cfg["lr"], decay_steps=cfg["epochs"])
tx = optax.adam(schedule)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply({"params": p}, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(cfg["epochs"]):
    losses = []
    for x, y in batches(X, Y, cfg["batch_size"], epoch):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        losses.append(float(loss))
    print(f"epoch {epoch+1}/{cfg['epochs']} train_mse {np.mean(losses):.5f}")
