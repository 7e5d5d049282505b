# Training script driven by a YAML config (same file the torch run used)
import yaml, jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn

CFG = """
model:
  hidden: 128
  layers: 2
train:
  batch_size: 64
  epochs: 3
  lr: 3e-4
  weight_decay: 0.01
  warmup_steps: 50
"""
cfg = yaml.safe_load(CFG)
print(cfg)

class Net(nn.Module):
    hidden: int
    layers: int
    @nn.compact
    def __call__(self, x):
        for _ in range(self.layers):
            x = nn.gelu(nn.Dense(self.hidden)(x))
        return nn.Dense(1)(x)

model = Net(**cfg["model"])
rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 10)).astype(np.float32); Y = X.sum(1, keepdims=True) ** 2 / 10
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]

tc = cfg["train"]
tx = optax.adamw(learning_rate=tc["lr"], weight_decay=tc["weight_decay"])
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(tc["epochs"]):
    for i in range(0, len(X), tc["batch_size"]):
        params, opt_state, loss = step(params, opt_state, X[i:i+tc["batch_size"]], Y[i:i+tc["batch_size"]])
    print("epoch", epoch, "loss", float(loss))
