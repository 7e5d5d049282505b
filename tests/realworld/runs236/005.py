# Fine-tuning script ported from a Hugging Face Trainer setup; optimizer built from the same YAML-like config.
import numpy as np, jax, jax.numpy as jnp, flax.linen as nn, optax
from flax.training import train_state

config = {
    "model": {"hidden": 128, "layers": 2, "num_labels": 4, "in_dim": 48},
    "optimizer": {"name": "adamw", "lr": 5e-4, "betas": (0.9, 0.999), "eps": 1e-8, "weight_decay": 0.01},
    "scheduler": {"warmup_steps": 20, "total_steps": 300},
    "batch_size": 32,
}
print("config:", config)

class Encoder(nn.Module):
    hidden: int; layers: int; num_labels: int
    @nn.compact
    def __call__(self, x, train: bool = True):
        for _ in range(self.layers):
            x = nn.Dense(self.hidden)(x)
            x = nn.LayerNorm()(x)
            x = nn.gelu(x)
            x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(self.num_labels)(x)

mc = config["model"]
model = Encoder(mc["hidden"], mc["layers"], mc["num_labels"])
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, mc["in_dim"])), train=False)["params"]
print("params:", sum(p.size for p in jax.tree_util.tree_leaves(params)))

oc, sc = dict(config["optimizer"]), config["scheduler"]
name = oc.pop("name")
schedule = optax.warmup_cosine_decay_schedule(0.0, oc["lr"], sc["warmup_steps"], sc["total_steps"])
oc["lr"] = schedule
tx = optax.chain(optax.clip_by_global_norm(1.0), getattr(optax, name)(**oc))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

@jax.jit
def train_step(state, x, y, key):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

rng = np.random.default_rng(0)
W = rng.normal(size=(mc["in_dim"], mc["num_labels"]))
key = jax.random.PRNGKey(1)
for step in range(sc["total_steps"]):
    x = rng.normal(size=(config["batch_size"], mc["in_dim"])).astype(np.float32)
    y = (x @ W).argmax(-1)
    key, sub = jax.random.split(key)
    state, loss = train_step(state, x, y, sub)
    if step % 25 == 0:
        print(f"step {step} lr {float(schedule(step)):.2e} loss {float(loss):.4f}")
