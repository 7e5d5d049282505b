# Fine-tune a pretrained MLP classifier: pretrain stage saves with Orbax, fine-tune stage restores.
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

class MLP(nn.Module):
    hidden: int
    num_classes: int = 10
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        x = nn.Dense(self.hidden)(x)
        x = nn.relu(x)
        return nn.Dense(self.num_classes)(x)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(64, 10))
    x = rng.normal(size=(n, 64)).astype(np.float32)
    y = (x @ w).argmax(-1).astype(np.int32)
    return x, y

def create_state(cfg, key):
    model = MLP(hidden=cfg["hidden_size"])
    params = model.init(key, jnp.ones((1, 64)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(cfg["lr"]))

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

ckpt_dir = os.path.abspath("ckpt_001")
shutil.rmtree(ckpt_dir, ignore_errors=True)

# ---- stage 1: pretrain ----
pre_cfg = {"hidden_size": 128, "lr": 1e-3}
state = create_state(pre_cfg, jax.random.PRNGKey(0))
x, y = make_data(4096, 0)
for step in range(200):
    i = (step * 128) % 4096
    state, loss = train_step(state, x[i:i+128], y[i:i+128])
    if step % 50 == 0:
        print(f"pretrain step {step} loss {float(loss):.4f}")
ckptr = ocp.StandardCheckpointer()
ckptr.save(os.path.join(ckpt_dir, "pretrain"), state.params)
ckptr.wait_until_finished()
print("saved pretrain checkpoint to", ckpt_dir)

# ---- stage 2: fine-tune (config from finetune.yaml) ----
ft_cfg = {"hidden_size": 256, "lr": 3e-4}
print("finetune config:", ft_cfg)
ft_state = create_state(ft_cfg, jax.random.PRNGKey(1))
abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, ft_state.params)
params = ckptr.restore(os.path.join(ckpt_dir, "pretrain"), abstract)
ft_state = ft_state.replace(params=params)
x2, y2 = make_data(1024, 1)
for step in range(100):
    i = (step * 128) % 1024
    ft_state, loss = train_step(ft_state, x2[i:i+128], y2[i:i+128])
    if step % 25 == 0:
        print(f"finetune step {step} loss {float(loss):.4f}")
