"""Fine-tune a pretrained Flax tabular model from an Orbax checkpoint.
This version of the model adds a LayerNorm before the head (not in the pretraining code)."""
import argparse, os
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

ap = argparse.ArgumentParser()
ap.add_argument("--pretrain", action="store_true", help="run the pretraining stage and save")
ap.add_argument("--ckpt", default="/home/user/project/pretrained_tabular")
args = ap.parse_args()

class TabNet(nn.Module):
    use_norm: bool = True
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(64, name="block1")(x))
        x = nn.relu(nn.Dense(64, name="block2")(x))
        if self.use_norm:
            x = nn.LayerNorm(name="pre_head_norm")(x)
        return nn.Dense(1, name="head")(x)

rng = np.random.default_rng(0)
X = rng.normal(size=(2000, 12)).astype(np.float32)
y = (X[:, :4].sum(1, keepdims=True) + 0.1 * rng.normal(size=(2000, 1))).astype(np.float32)

model = TabNet(use_norm=not args.pretrain)
params = model.init(jax.random.PRNGKey(0), X[:1])["params"]
ckptr = ocp.StandardCheckpointer()
path = os.path.abspath(args.ckpt)

if args.pretrain:
    tx = optax.adam(1e-3); st = tx.init(params)
    for i in range(200):
        l, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, X) - y) ** 2))(params)
        u, st = tx.update(g, st); params = optax.apply_updates(params, u)
    print("pretrain mse", float(l))
    ckptr.save(path, params, force=True)
    ckptr.wait_until_finished()
else:
    print(f"loading pretrained weights from {path}")
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, params)
    params = ckptr.restore(path, abstract)
    print("restored", sorted(params.keys()))
    tx = optax.adam(3e-4); st = tx.init(params)
    for i in range(50):
        l, g = jax.value_and_grad(lambda p: jnp.mean((model.apply({"params": p}, X) - y) ** 2))(params)
        u, st = tx.update(g, st); params = optax.apply_updates(params, u)
        if i % 10 == 0:
            print(f"finetune step {i} mse {float(l):.4f}")
