"""Fine-tune a small MLP classifier with AdamW + linear warmup, logging the current LR each epoch
(ported from a PyTorch script that logged optimizer.param_groups[0]['lr'])."""
import logging
import jax, jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("train_cls")

CFG = dict(lr=3e-3, weight_decay=0.01, warmup_steps=20, epochs=3, batch_size=64, hidden=128)

class MLP(nn.Module):
    hidden: int
    n_cls: int = 4
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.n_cls)(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 32)).astype(np.float32)
W = rng.normal(size=(32, 4))
Y = (X @ W).argmax(-1).astype(np.int32)

sched = optax.linear_schedule(0.0, CFG["lr"], CFG["warmup_steps"])
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=sched, weight_decay=CFG["weight_decay"])
model = MLP(CFG["hidden"])
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
log.info("params: %d", sum(p.size for p in jax.tree_util.tree_leaves(params)))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = (logits.argmax(-1) == y).mean()
    return state.apply_gradients(grads=grads), loss, acc

steps_per_epoch = len(X) // CFG["batch_size"]
for epoch in range(CFG["epochs"]):
    perm = rng.permutation(len(X))
    losses, accs = [], []
    for i in range(steps_per_epoch):
        idx = perm[i * CFG["batch_size"]:(i + 1) * CFG["batch_size"]]
        state, loss, acc = train_step(state, X[idx], Y[idx])
        losses.append(float(loss)); accs.append(float(acc))
    cur_lr = float(state.opt_state.hyperparams["lr"])
    log.info("epoch %d | loss %.4f | acc %.4f | lr %.2e", epoch + 1, np.mean(losses), np.mean(accs), cur_lr)
