"""1-D conv sequence classifier with an auxiliary regression head, trained with a config dict passed to the jitted step
(the config is marked static so that python-level branches on it are allowed)."""
from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

config = {
    "hidden": 48,
    "lr": 1e-3,
    "label_smoothing": 0.1,
    "use_aux_loss": True,
    "aux_weight": 0.3,
}


class ConvSeq(nn.Module):
    hidden: int

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(self.hidden, (5,))(x))
        h = nn.relu(nn.Conv(self.hidden, (5,))(h))
        pooled = h.mean(axis=1)
        return nn.Dense(5)(pooled), nn.Dense(1)(pooled)


model = ConvSeq(hidden=config["hidden"])
rng = np.random.default_rng(0)
X = rng.normal(size=(800, 40, 3)).astype(np.float32)
y = (X[:, :, 0].mean(1) * 10).clip(-2, 2).round().astype(np.int32) + 2
aux = X[:, :, 1].std(1, keepdims=True).astype(np.float32)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(config["lr"])
opt_state = tx.init(params)


@partial(jax.jit, static_argnums=(5,))
def train_step(params, opt_state, xb, yb, auxb, cfg):
    def loss_fn(p):
        logits, aux_pred = model.apply({"params": p}, xb)
        onehot = optax.smooth_labels(jax.nn.one_hot(yb, 5), cfg["label_smoothing"])
        loss = optax.softmax_cross_entropy(logits, onehot).mean()
        if cfg["use_aux_loss"]:
            loss = loss + cfg["aux_weight"] * jnp.mean((aux_pred - auxb) ** 2)
        return loss
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for i in range(0, len(X), 32):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 32], y[i:i + 32], aux[i:i + 32], config)
    print(f"epoch {epoch} | loss {float(loss):.4f}")
