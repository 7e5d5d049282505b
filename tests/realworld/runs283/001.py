"""Pretrain a small NNX MLP classifier, save with Orbax, then fine-tune from the checkpoint."""
import os, shutil, time
import numpy as np
import jax, jax.numpy as jnp
import optax
import orbax.checkpoint as ocp
from flax import nnx


class MLPClassifier(nnx.Module):
    def __init__(self, in_dim, hidden_dim, num_classes, *, rngs: nnx.Rngs):
        self.fc1 = nnx.Linear(in_dim, hidden_dim, rngs=rngs)
        self.norm = nnx.LayerNorm(hidden_dim, rngs=rngs)
        self.fc2 = nnx.Linear(hidden_dim, hidden_dim, rngs=rngs)
        self.head = nnx.Linear(hidden_dim, num_classes, rngs=rngs)

    def __call__(self, x):
        x = nnx.gelu(self.norm(self.fc1(x)))
        x = nnx.gelu(self.fc2(x))
        return self.head(x)


def make_data(n, in_dim, num_classes, seed):
    rng = np.random.default_rng(seed)
    centers = rng.normal(size=(num_classes, in_dim)).astype(np.float32) * 2.0
    y = rng.integers(0, num_classes, size=n)
    x = centers[y] + rng.normal(size=(n, in_dim)).astype(np.float32)
    return x, y.astype(np.int32)


def batches(x, y, bs, seed):
    idx = np.random.default_rng(seed).permutation(len(x))
    for i in range(0, len(x) - bs + 1, bs):
        j = idx[i:i + bs]
        yield x[j], y[j]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        logits = model(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run(cfg, ckpt_dir, restore_from=None):
    model = MLPClassifier(cfg["in_dim"], cfg["hidden_dim"], cfg["num_classes"], rngs=nnx.Rngs(cfg["seed"]))
    if restore_from is not None:
        graphdef, abstract_state = nnx.split(nnx.eval_shape(
            lambda: MLPClassifier(cfg["in_dim"], cfg["hidden_dim"], cfg["num_classes"], rngs=nnx.Rngs(0))))
        checkpointer = ocp.StandardCheckpointer()
        print(f"Restoring weights from {restore_from}")
        state = checkpointer.restore(restore_from, abstract_state)
        nnx.update(model, state)
    optimizer = nnx.Optimizer(model, optax.adamw(cfg["lr"], weight_decay=0.01), wrt=nnx.Param)
    x, y = make_data(4096, cfg["in_dim"], cfg["num_classes"], seed=0)
    step = 0
    for epoch in range(cfg["epochs"]):
        t0 = time.time()
        for xb, yb in batches(x, y, cfg["batch_size"], seed=epoch):
            loss = train_step(model, optimizer, jnp.asarray(xb), jnp.asarray(yb))
            step += 1
            if step % 20 == 0:
                print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
        print(f"epoch {epoch} done in {time.time() - t0:.1f}s")
    if ckpt_dir is not None:
        _, state = nnx.split(model)
        checkpointer = ocp.StandardCheckpointer()
        checkpointer.save(ckpt_dir, state)
        checkpointer.wait_until_finished()
        print(f"Saved checkpoint to {ckpt_dir}")
    return model


if __name__ == "__main__":
    print("jax", jax.__version__, "devices", jax.devices())
    workdir = os.path.abspath("ckpt_001")
    shutil.rmtree(workdir, ignore_errors=True)
    pretrain_cfg = dict(in_dim=32, hidden_dim=128, num_classes=10, lr=1e-3, epochs=2, batch_size=64, seed=0)
    print("== pretraining ==", pretrain_cfg)
    run(pretrain_cfg, os.path.join(workdir, "pretrain"))
    finetune_cfg = dict(in_dim=32, hidden_dim=256, num_classes=10, lr=3e-4, epochs=1, batch_size=64, seed=1)
    print("== fine-tuning ==", finetune_cfg)
    run(finetune_cfg, None, restore_from=os.path.join(workdir, "pretrain"))
