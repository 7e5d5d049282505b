"""Resume an NNX regression run from an Orbax CheckpointManager directory, step taken from the run config."""
import os, json, shutil, logging
import numpy as np
import jax, jax.numpy as jnp, optax
from flax import nnx
import orbax.checkpoint as ocp

logging.basicConfig(level=logging.INFO)
CKPT_DIR = "/home/user/project/run_007/ckpt"
CONFIG = {"hidden": 64, "lr": 2e-3, "steps_per_epoch": 25, "epochs": 4, "save_every_epochs": 1,
          "resume": True, "resume_step": 500}   # resume_step copied from the earlier run's notes

class Reg(nnx.Module):
    def __init__(self, h, *, rngs):
        self.l1 = nnx.Linear(6, h, rngs=rngs); self.l2 = nnx.Linear(h, 1, rngs=rngs)
    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))[:, 0]

rng = np.random.default_rng(0)
X = rng.normal(size=(1600, 6)).astype(np.float32)
Y = (X @ rng.normal(size=6) + np.sin(X[:, 0])).astype(np.float32)

@nnx.jit
def step(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    opt.update(model, g)
    return loss

def run(epochs, mngr, model, opt, start_step=0):
    gstep = start_step
    for ep in range(epochs):
        for i in range(CONFIG["steps_per_epoch"]):
            idx = rng.integers(0, len(X), 64)
            loss = step(model, opt, X[idx], Y[idx]); gstep += 1
        print(f"epoch {ep} step {gstep} loss {float(loss):.4f}")
        mngr.save(gstep, args=ocp.args.StandardSave(nnx.state((model, opt))))
    mngr.wait_until_finished()
    return gstep

# ---- first (earlier) run: produces checkpoints 25, 50, 75, 100
shutil.rmtree("/home/user/project/run_007", ignore_errors=True)
opts = ocp.CheckpointManagerOptions(max_to_keep=3)
with ocp.CheckpointManager(CKPT_DIR, options=opts) as mngr:
    model = Reg(CONFIG["hidden"], rngs=nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(CONFIG["lr"]), wrt=nnx.Param)
    run(CONFIG["epochs"], mngr, model, opt)
    print("saved steps:", mngr.all_steps())

# ---- resumed run
print("config:", json.dumps(CONFIG))
with ocp.CheckpointManager(CKPT_DIR, options=opts, item_handlers=ocp.StandardCheckpointHandler()) as mngr:
    model = Reg(CONFIG["hidden"], rngs=nnx.Rngs(1))
    opt = nnx.Optimizer(model, optax.adam(CONFIG["lr"]), wrt=nnx.Param)
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, nnx.state((model, opt)))
    if CONFIG["resume"]:
        print(f"resuming from step {CONFIG['resume_step']}")
        restored = mngr.restore(CONFIG["resume_step"], args=ocp.args.StandardRestore(abstract))
        nnx.update((model, opt), restored)
    run(2, mngr, model, opt, start_step=CONFIG["resume_step"])
