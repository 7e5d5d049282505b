# save Orbax checkpoint of a trained linen regressor
import os, jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
import orbax.checkpoint as ocp

class Reg(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.gelu(nn.Dense(32)(x)))

rng = np.random.default_rng(1)
X = rng.normal(size=(400, 8)).astype(np.float32); Y = (X @ rng.normal(size=(8, 1))).astype(np.float32)
model = Reg(); params = model.init(jax.random.key(0), X[:1])
tx = optax.adam(1e-2); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, xb) - yb) ** 2))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

for epoch in range(4):
    for i in range(0, 400, 50):
        params, opt_state, loss = step(params, opt_state, X[i:i+50], Y[i:i+50])
    print(f"epoch {epoch} mse {float(loss):.4f}")

ckpt_dir = "checkpoints/run1"   # same as torch.save('checkpoints/run1/...')
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "epoch_4"), {"params": params, "opt_state": opt_state})
ckptr.wait_until_finished()
print("saved")
