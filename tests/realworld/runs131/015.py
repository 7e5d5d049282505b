"""Image-classifier fine-tune with manual linear warm-up: the learning rate is written into the
optimizer state each step (like param_group['lr'] = ... in PyTorch) via optax.inject_hyperparams."""
import time
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

cfg = {"lr": 1e-3, "warmup_steps": 50, "weight_decay": 0.05, "batch_size": 64, "epochs": 2}
print("config:", cfg)

class Head(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(10)(nn.relu(nn.Dense(128)(x)))

rng = np.random.default_rng(0)
feats = rng.normal(size=(3200, 96)).astype(np.float32)
y = rng.integers(0, 10, 3200).astype(np.int32)
model = Head()
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=cfg["lr"], weight_decay=cfg["weight_decay"])
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.key(0), feats[:1])["params"], tx=tx)

@jax.jit
def train_step(state, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), loss

gstep = 0
for epoch in range(cfg["epochs"]):
    t0 = time.time()
    for i in range(0, len(feats), cfg["batch_size"]):
        lr = cfg["lr"] * min(1.0, (gstep + 1) / cfg["warmup_steps"])
        state.opt_state.hyperparams["lr"] = lr       # param_group["lr"] = lr
        state, loss = train_step(state, feats[i:i + cfg["batch_size"]], y[i:i + cfg["batch_size"]])
        gstep += 1
        if gstep % 10 == 0:
            print(f"[epoch {epoch}] step {gstep} loss {float(loss):.4f} lr {lr:.2e}")
