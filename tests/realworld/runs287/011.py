# Flax port of a PyTorch ResNet-style classifier with BatchNorm + Dropout, epoch checkpoints via Orbax
# CheckpointManager, and a final reload of the best checkpoint for evaluation.
import os, shutil, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

NUM_CLASSES, BATCH, EPOCHS = 6, 64, 4
CKPT_DIR = os.path.abspath("ckpt_011")

class ResBlock(nn.Module):
    feats: int
    @nn.compact
    def __call__(self, x, train):
        h = nn.Conv(self.feats, (3, 3), use_bias=False)(x)
        h = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(h))
        h = nn.Conv(self.feats, (3, 3), use_bias=False)(h)
        h = nn.BatchNorm(use_running_average=not train, momentum=0.9)(h)
        if x.shape[-1] != self.feats:
            x = nn.Conv(self.feats, (1, 1), use_bias=False)(x)
        return nn.relu(x + h)

class ResNetTiny(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = ResBlock(16)(x, train)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = ResBlock(32)(x, train)
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.3, deterministic=not train)(x)
        return nn.Dense(NUM_CLASSES)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

def make_images(n, seed):
    rng = np.random.default_rng(seed)
    protos = np.random.default_rng(5).normal(size=(NUM_CLASSES, 12, 12, 3)).astype(np.float32)
    y = rng.integers(0, NUM_CLASSES, n).astype(np.int32)
    X = protos[y] + 1.2 * rng.normal(size=(n, 12, 12, 3)).astype(np.float32)
    return X, y

def loader(X, y, bs, rng):
    idx = rng.permutation(len(X))
    for i in range(0, len(X) - bs + 1, bs):
        j = idx[i:i+bs]
        yield X[j], y[j]

def main():
    Xtr, ytr = make_images(4096, 0)
    Xva, yva = make_images(1024, 1)
    np_rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    model = ResNetTiny()
    variables = model.init(key, jnp.zeros((1, 12, 12, 3)), train=False)
    steps = EPOCHS * (len(Xtr) // BATCH)
    sched = optax.cosine_onecycle_schedule(steps, 3e-3)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=optax.adamw(sched, weight_decay=1e-4))

    @jax.jit
    def train_step(state, x, y, dkey):
        def loss_fn(p):
            logits, upd = state.apply_fn({"params": p, "batch_stats": state.batch_stats}, x, train=True,
                                         rngs={"dropout": dkey}, mutable=["batch_stats"])
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), upd
        (loss, upd), g = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=g).replace(batch_stats=upd["batch_stats"]), loss

    @jax.jit
    def evaluate(params, batch_stats, x, y):
        logits = model.apply({"params": params, "batch_stats": batch_stats}, x, train=False)
        return (logits.argmax(-1) == y).mean()

    shutil.rmtree(CKPT_DIR, ignore_errors=True)
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(
        max_to_keep=2, best_fn=lambda m: m["val_acc"], best_mode="max"))

    for epoch in range(EPOCHS):
        t0 = time.time(); losses = []
        for x, y in loader(Xtr, ytr, BATCH, np_rng):
            key, dk = jax.random.split(key)
            state, loss = train_step(state, x, y, dk)
            losses.append(float(loss))
        val_acc = float(evaluate(state.params, state.batch_stats, Xva, yva))
        mngr.save(epoch, args=ocp.args.StandardSave({"params": state.params, "batch_stats": state.batch_stats}),
                  metrics={"val_acc": val_acc})
        print(f"epoch {epoch}: loss {np.mean(losses):.4f} val_acc {val_acc:.4f} step {int(state.step)} ({time.time()-t0:.1f}s)")
    mngr.wait_until_finished()

    best = mngr.best_step()
    target = {"params": state.params, "batch_stats": state.batch_stats}
    restored = mngr.restore(best, args=ocp.args.StandardRestore(target))
    acc = float(evaluate(restored["params"], restored["batch_stats"], Xva, yva))
    print(f"restored best checkpoint (epoch {best}) from {CKPT_DIR}: val_acc {acc:.4f}")
    mngr.close()

if __name__ == "__main__":
    main()
