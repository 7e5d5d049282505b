"""Train a small MLP and export the final params with Orbax (replacing torch.save(model.state_dict(), ...))."""
import os, shutil, jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp

class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.tanh(nn.Dense(32)(x)))

rng = np.random.default_rng(0)
X = rng.normal(size=(600, 4)).astype(np.float32)
y = np.digitize(X[:, 0] + X[:, 1], [-0.5, 0.5]).astype(np.int32)

model = MLP()
params = model.init(jax.random.key(0), X[:1])["params"]
tx = optax.adam(1e-2)
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, X), y).mean())(params)
    up, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, up), opt_state, loss

for it in range(1, 201):
    params, opt_state, loss = step(params, opt_state)
    if it % 50 == 0:
        print(f"iter {it} loss {float(loss):.4f}")

export_dir = "/home/user/project/export_009/final_params"
shutil.rmtree(os.path.dirname(export_dir), ignore_errors=True)
checkpointer = ocp.StandardCheckpointer()
checkpointer.save(export_dir, params)
print("saved final params to", export_dir)
