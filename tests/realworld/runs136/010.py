"""NNX CNN on synthetic digits with an Orbax CheckpointManager: train, save each epoch, then resume from the latest step and continue."""
import shutil, logging, time
import numpy as np
import jax, jax.numpy as jnp, optax
from flax import nnx
import orbax.checkpoint as ocp

def log_info(fmt, *args):
    print(time.strftime("%Y-%m-%d %H:%M:%S") + " INFO cnn: " + (fmt % args), flush=True)
CKPT_DIR = "/home/user/project/run_010/checkpoints"

class CNN(nnx.Module):
    def __init__(self, *, rngs):
        self.c1 = nnx.Conv(1, 8, (3, 3), rngs=rngs)
        self.bn = nnx.BatchNorm(8, rngs=rngs)
        self.c2 = nnx.Conv(8, 16, (3, 3), rngs=rngs)
        self.fc = nnx.Linear(16, 4, rngs=rngs)
    def __call__(self, x):
        x = nnx.relu(self.bn(self.c1(x)))
        x = nnx.avg_pool(x, (2, 2), (2, 2))
        x = nnx.relu(self.c2(x))
        return self.fc(x.mean((1, 2)))

rng = np.random.default_rng(0)
def make(n):
    y = rng.integers(0, 4, n); x = rng.normal(size=(n, 10, 10, 1)).astype(np.float32) * 0.5
    for i, c in enumerate(y):
        r, cc = divmod(int(c), 2); x[i, r * 5:(r + 1) * 5, cc * 5:(cc + 1) * 5, 0] += 1.5
    return x, y.astype(np.int32)
xtr, ytr = make(1024); xva, yva = make(256)

@nnx.jit
def train_step(model, opt, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, g = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, g); return loss

@nnx.jit
def eval_acc(model, x, y):
    return (model(x).argmax(-1) == y).mean()

def build():
    model = CNN(rngs=nnx.Rngs(0))
    sched = optax.cosine_decay_schedule(3e-3, decay_steps=6 * 32)
    return model, nnx.Optimizer(model, optax.adamw(sched), wrt=nnx.Param)

def train_epochs(model, opt, mngr, start_epoch, end_epoch):
    for epoch in range(start_epoch, end_epoch):
        t0 = time.time(); model.train(); perm = rng.permutation(len(xtr)); L = []
        for i in range(0, len(xtr), 32):
            idx = perm[i:i + 32]; L.append(float(train_step(model, opt, xtr[idx], ytr[idx])))
        model.eval(); acc = float(eval_acc(model, xva, yva))
        log_info("epoch %d loss %.4f val_acc %.4f step %d (%.1fs)", epoch, np.mean(L), acc, int(opt.step[...]), time.time() - t0)
        mngr.save(epoch, args=ocp.args.StandardSave(nnx.state((model, opt))), metrics={"val_acc": acc})
    mngr.wait_until_finished()

shutil.rmtree("/home/user/project/run_010", ignore_errors=True)
opts = ocp.CheckpointManagerOptions(max_to_keep=2, best_fn=lambda m: m["val_acc"], best_mode="max")
with ocp.CheckpointManager(CKPT_DIR, options=opts) as mngr:
    model, opt = build()
    train_epochs(model, opt, mngr, 0, 3)
    log_info("kept checkpoints: %s", mngr.all_steps())

# simulated preemption: new process state, resume from the latest checkpoint
with ocp.CheckpointManager(CKPT_DIR, options=opts) as mngr:
    model, opt = build()
    latest = mngr.latest_step()
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, nnx.state((model, opt)))
    restored = mngr.restore(latest, args=ocp.args.StandardRestore(abstract))
    nnx.update((model, opt), restored)
    model.eval()
    log_info("resumed from epoch %d (opt step %d) val_acc %.4f", latest, int(opt.step[...]), float(eval_acc(model, xva, yva)))
    train_epochs(model, opt, mngr, latest + 1, 6)
    log_info("training finished; checkpoints: %s", mngr.all_steps())
