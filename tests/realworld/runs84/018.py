# save params every epoch with Orbax (torch: torch.save(model.state_dict(), "ckpt/last.pt"))
import os, shutil
import jax, jax.numpy as jnp, flax.linen as nn, optax, numpy as np
import orbax.checkpoint as ocp

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(32)(x)))

rng = np.random.default_rng(0)
X = rng.normal(size=(900, 5)).astype(np.float32)
y = rng.integers(0, 3, 900).astype(np.int32)
model = Net()
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
tx = optax.adam(1e-2)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

CKPT_DIR = "/tmp/runs84_018/ckpt/last"
shutil.rmtree("/tmp/runs84_018", ignore_errors=True)
checkpointer = ocp.PyTreeCheckpointer()
print("orbax", ocp.__version__ if hasattr(ocp, "__version__") else "")
for epoch in range(4):
    for i in range(0, 900, 90):
        params, opt_state, loss = step(params, opt_state, X[i:i+90], y[i:i+90])
    print(f"epoch {epoch} loss {loss:.4f}")
    checkpointer.save(CKPT_DIR, args=ocp.args.PyTreeSave({"params": params, "opt_state": opt_state}))
    print(f"saved {CKPT_DIR}")
