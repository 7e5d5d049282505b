"""Regression MLP: a whole epoch runs inside one jitted lax.scan; Orbax CheckpointManager keyed by global step."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CKPT_DIR = "/home/user/project/ckpt007"
BS, EPOCHS = 50, 6


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.silu(nn.Dense(64)(x))
        x = nn.silu(nn.Dense(64)(x))
        return nn.Dense(1)(x)[..., 0]


rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(2000, 3)).astype(np.float32)
Y = (np.sin(X[:, 0]) + 0.5 * X[:, 1] * X[:, 2] + 0.05 * rng.normal(size=2000)).astype(np.float32)
Xv, Yv = X[1600:], Y[1600:]
X, Y = X[:1600], Y[:1600]
steps_per_epoch = len(X) // BS

model = MLP()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
sched = optax.cosine_decay_schedule(3e-3, EPOCHS * steps_per_epoch, alpha=0.05)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched))
opt_state = tx.init(params)


def mse(p, x, y):
    return jnp.mean((model.apply({"params": p}, x) - y) ** 2)


@jax.jit
def run_epoch(params, opt_state, xb, yb):
    def body(carry, batch):
        p, s = carry
        loss, g = jax.value_and_grad(mse)(p, *batch)
        u, s = tx.update(g, s, p)
        return (optax.apply_updates(p, u), s), loss
    (params, opt_state), losses = jax.lax.scan(body, (params, opt_state), (xb, yb))
    return params, opt_state, losses.mean()


mgr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2, create=True))
step = 0
for epoch in range(EPOCHS):
    perm = rng.permutation(len(X))[: steps_per_epoch * BS]
    xb = X[perm].reshape(steps_per_epoch, BS, -1)
    yb = Y[perm].reshape(steps_per_epoch, BS)
    params, opt_state, tr = run_epoch(params, opt_state, xb, yb)
    step += steps_per_epoch
    val = float(mse(params, Xv, Yv))
    mgr.save(step, args=ocp.args.StandardSave({"params": params, "opt_state": opt_state}))
    print(f"epoch {epoch + 1}/{EPOCHS} step {step} train_mse {float(tr):.4f} val_mse {val:.4f}")
mgr.wait_until_finished()
print("checkpoints on disk:", mgr.all_steps())

latest = mgr.latest_step()
restored = mgr.restore(latest, args=ocp.args.StandardRestore({"params": params, "opt_state": opt_state}))
print(f"restored step {latest}: val_mse {float(mse(restored['params'], Xv, Yv)):.4f}")
mgr.close()
print("done")
