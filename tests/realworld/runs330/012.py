# Data-parallel ResNet-ish CNN with jax.pmap on 4 host CPU devices, Orbax checkpointing and resume.
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import shutil
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax import jax_utils
from flax.training import train_state

NCLS, IMG, PER_DEVICE_BATCH, EPOCHS = 10, 16, 32, 4
CKPT = os.path.abspath("ckpt_012")


def make_images(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(11).standard_normal((NCLS, IMG, IMG, 3)).astype(np.float32)
    y = rng.integers(0, NCLS, size=n)
    x = protos[y] + 1.0 * rng.standard_normal((n, IMG, IMG, 3))
    return x.astype(np.float32), y.astype(np.int32)


def sharded_batches(x, y, global_bs, n_dev, seed):
    idx = np.random.default_rng(seed).permutation(len(x))
    for s in range(0, len(x) - global_bs + 1, global_bs):
        j = idx[s:s + global_bs]
        yield x[j].reshape(n_dev, -1, *x.shape[1:]), y[j].reshape(n_dev, -1)


class Block(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.GroupNorm(8)(nn.Conv(self.ch, (3, 3))(x)))
        h = nn.GroupNorm(8)(nn.Conv(self.ch, (3, 3))(h))
        if x.shape[-1] != self.ch:
            x = nn.Conv(self.ch, (1, 1))(x)
        return nn.relu(x + h)


class SmallResNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = Block(32)(x)
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = Block(64)(x)
        x = x.mean(axis=(1, 2))
        return nn.Dense(NCLS)(x)


def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    g = jax.lax.pmean(g, "batch")
    state = state.apply_gradients(grads=g)
    metrics = {"loss": jax.lax.pmean(loss, "batch"), "acc": jax.lax.pmean((logits.argmax(-1) == y).mean(), "batch")}
    return state, metrics


def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params}, x)
    return jax.lax.pmean((logits.argmax(-1) == y).mean(), "batch")


p_train = jax.pmap(train_step, axis_name="batch", donate_argnums=(0,))
p_eval = jax.pmap(eval_step, axis_name="batch")


def main():
    n_dev = jax.local_device_count()
    gbs = PER_DEVICE_BATCH * n_dev
    print(f"devices: {jax.devices()}  global batch {gbs}")
    xtr, ytr = make_images(8192, 0)
    xte, yte = make_images(1024, 1)
    model = SmallResNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, IMG, IMG, 3)))["params"]
    steps = EPOCHS * (len(xtr) // gbs)
    tx = optax.adamw(optax.warmup_cosine_decay_schedule(0.0, 2e-3, 20, steps), weight_decay=1e-4)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    start_epoch = 0
    if mngr.latest_step() is not None:
        state = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(state))
        start_epoch = int(state.step) // (len(xtr) // gbs)
        print(f"resumed from step {int(state.step)}")
    rstate = jax_utils.replicate(state)
    for epoch in range(start_epoch, EPOCHS):
        t0 = time.time()
        for i, (x, y) in enumerate(sharded_batches(xtr, ytr, gbs, n_dev, epoch)):
            rstate, m = p_train(rstate, x, y)
            if i % 16 == 0:
                print(f"epoch {epoch} iter {i} loss {float(m['loss'][0]):.4f} acc {float(m['acc'][0]):.3f}")
        accs = [float(p_eval(rstate, x, y)[0]) for x, y in sharded_batches(xte, yte, gbs, n_dev, 0)]
        print(f"epoch {epoch} val_acc {np.mean(accs):.4f} time {time.time() - t0:.1f}s")
        host_state = jax.device_get(jax_utils.unreplicate(rstate))
        mngr.save(int(host_state.step), args=ocp.args.StandardSave(host_state))
        mngr.wait_until_finished()
        print(f"saved checkpoint at step {int(host_state.step)}")
        if epoch == 1:
            break  # simulated preemption: the job is restarted below
    mngr.close()
    return epoch


if __name__ == "__main__":
    shutil.rmtree(CKPT, ignore_errors=True)
    main()
    print("restarting job from latest checkpoint")
    main()
