"""Fine-tune a pretrained encoder on a regression head. Encoder weights come from the pretraining
run's Orbax checkpoint; the fine-tune config was copied from the 'base' preset."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

CONFIG = {"hidden": 256, "in_dim": 40, "lr": 1e-3, "steps": 100,
          "pretrained_dir": "/home/user/project/pretrain_ckpt"}

class Encoder(nn.Module):
    hidden: int
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden, name="proj_in")(x))
        x = nn.LayerNorm(name="ln")(x)
        return nn.Dense(64, name="proj_out")(x)

class Regressor(nn.Module):
    hidden: int
    def setup(self):
        self.encoder = Encoder(self.hidden)
        self.head = nn.Dense(1)
    def __call__(self, x):
        return self.head(nn.gelu(self.encoder(x)))

model = Regressor(CONFIG["hidden"])
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, CONFIG["in_dim"])))["params"]

mngr = ocp.CheckpointManager(CONFIG["pretrained_dir"])
step = mngr.latest_step()
print(f"restoring pretrained encoder from {CONFIG['pretrained_dir']} step {step}")
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params["encoder"])
enc = mngr.restore(step, args=ocp.args.StandardRestore(abstract))
params = {**params, "encoder": enc}
print("restored encoder params:", jax.tree_util.tree_map(jnp.shape, enc))

rng = np.random.default_rng(0)
X = rng.normal(size=(512, CONFIG["in_dim"])).astype(np.float32)
Y = X[:, :1] * 2.0 - X[:, 1:2]
tx = optax.adam(CONFIG["lr"]); opt_state = tx.init(params)

@jax.jit
def step_fn(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss

for s in range(CONFIG["steps"]):
    i = (s * 32) % 512
    params, opt_state, loss = step_fn(params, opt_state, X[i:i+32], Y[i:i+32])
    if s % 20 == 0:
        print(f"step {s} mse {float(loss):.4f}")
