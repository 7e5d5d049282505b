# Fine-tune a small MLP classifier from a pretrained Orbax checkpoint (migrated from a PyTorch trainer).
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp

class MLP(nn.Module):
    hidden: int
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden, name="fc1")(x))
        x = nn.relu(nn.Dense(self.hidden, name="fc2")(x))
        return nn.Dense(self.num_classes, name="head")(x)

ckpt_dir = os.path.abspath("ckpt_001")
shutil.rmtree(ckpt_dir, ignore_errors=True)

# ---- stage 1: pretraining run (hidden=128) saved its weights ----
pre = MLP(hidden=128)
pre_params = pre.init(jax.random.PRNGKey(0), jnp.ones((1, 32)))["params"]
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "pretrain"), pre_params)
ckptr.wait_until_finished()
print("saved pretrained checkpoint to", os.path.join(ckpt_dir, "pretrain"))

# ---- stage 2: fine-tune config ----
config = {"hidden_size": 256, "num_classes": 10, "lr": 1e-3, "batch_size": 64}
model = MLP(hidden=config["hidden_size"], num_classes=config["num_classes"])
params = model.init(jax.random.PRNGKey(1), jnp.ones((1, 32)))["params"]
print("model params:", sum(x.size for x in jax.tree_util.tree_leaves(params)))
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params)
params = ckptr.restore(os.path.join(ckpt_dir, "pretrain"), abstract)
print("restored pretrained weights")

tx = optax.adam(config["lr"])
opt_state = tx.init(params)
rng = np.random.default_rng(0)
x = rng.normal(size=(1024, 32)).astype(np.float32)
y = (x[:, :10].argmax(1)).astype(np.int32)

@jax.jit
def step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = model.apply({"params": p}, xb)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss

for epoch in range(3):
    for i in range(0, len(x), config["batch_size"]):
        params, opt_state, loss = step(params, opt_state, x[i:i+64], y[i:i+64])
    print(f"epoch {epoch} loss {float(loss):.4f}")
