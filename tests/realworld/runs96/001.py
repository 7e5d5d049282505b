"""Fine-tune a small MLP classifier in Flax; optimizer settings ported from the PyTorch recipe."""
import logging
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train")

# hyper-parameters copied from the torch config (torch.optim.AdamW)
CFG = dict(lr=3e-4, betas=(0.9, 0.98), eps=1e-6, weight_decay=0.01, epochs=3, batch_size=64)


class MLP(nn.Module):
    hidden: int = 128
    n_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_classes)(x)


def make_data(n=2048, d=32, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d, 10))
    y = (x @ w).argmax(-1)
    return x, y


def main():
    x, y = make_data()
    log.info("dataset: %d examples, %d features", *x.shape)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), jnp.ones((1, x.shape[1])))["params"]
    log.info("params: %d", sum(p.size for p in jax.tree_util.tree_leaves(params)))
    tx = optax.adamw(learning_rate=CFG["lr"], betas=CFG["betas"], eps=CFG["eps"],
                     weight_decay=CFG["weight_decay"])
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    for epoch in range(CFG["epochs"]):
        for i in range(0, len(x), CFG["batch_size"]):
            state, loss = train_step(state, x[i:i + CFG["batch_size"]], y[i:i + CFG["batch_size"]])
        log.info("epoch %d loss %.4f", epoch, float(loss))


if __name__ == "__main__":
    main()
