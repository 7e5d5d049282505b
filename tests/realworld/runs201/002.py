"""Fine-tune a pretrained MLP regressor from an Orbax checkpoint (flax.nnx + orbax StandardCheckpointer).
Step 1 (pretrain) saved the model; step 2 rebuilds the model from config and restores it."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx

CKPT_DIR = "/home/user/project/ckpt_002"

class Regressor(nnx.Module):
    def __init__(self, d_in, hidden, rngs):
        self.l1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.head = nnx.Linear(hidden, 1, rngs=rngs)
    def __call__(self, x):
        return self.head(nnx.gelu(self.l2(nnx.gelu(self.l1(x)))))

def pretrain(cfg):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(512, cfg["d_in"])).astype(np.float32); y = x[:, :1] * 2 - x[:, 1:2]
    model = Regressor(cfg["d_in"], cfg["hidden"], nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    @nnx.jit
    def step(model, opt, x, y):
        loss, g = nnx.value_and_grad(lambda m: ((m(x) - y) ** 2).mean())(model)
        opt.update(model, g); return loss
    for s in range(50):
        loss = step(model, opt, x, y)
    print(f"[pretrain] hidden={cfg['hidden']} final mse={float(loss):.4f}")
    _, state = nnx.split(model)
    if os.path.exists(CKPT_DIR): shutil.rmtree(CKPT_DIR)
    ckptr = ocp.StandardCheckpointer()
    ckptr.save(os.path.join(CKPT_DIR, "pretrained"), state)
    ckptr.wait_until_finished()
    print(f"[pretrain] saved to {CKPT_DIR}/pretrained")

def finetune(cfg):
    abstract_model = nnx.eval_shape(lambda: Regressor(cfg["d_in"], cfg["hidden"], nnx.Rngs(0)))
    graphdef, abstract_state = nnx.split(abstract_model)
    print(f"[finetune] restoring {CKPT_DIR}/pretrained with hidden={cfg['hidden']}")
    ckptr = ocp.StandardCheckpointer()
    state = ckptr.restore(os.path.join(CKPT_DIR, "pretrained"), abstract_state)
    model = nnx.merge(graphdef, state)
    print("[finetune] restored; params:", sum(p.size for p in jax.tree.leaves(state)))

if __name__ == "__main__":
    pretrain({"d_in": 8, "hidden": 128})
    # finetune config was copied from the "large" yaml: hidden 256
    finetune({"d_in": 8, "hidden": 256})
