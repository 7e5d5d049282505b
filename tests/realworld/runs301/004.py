# Pretrain an MLP encoder + classifier, checkpoint with Orbax, then fine-tune from the checkpoint.
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

PRETRAIN_CFG = {"hidden": 256, "num_classes": 10, "lr": 1e-3, "steps": 60}
FINETUNE_CFG = {"hidden": 512, "num_classes": 10, "lr": 3e-4, "steps": 60}
CKPT_DIR = os.path.abspath("ckpt_004")
BATCH = 64


class Classifier(nn.Module):
    hidden: int
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(self.hidden, name="encoder")(x))
        x = nn.LayerNorm(name="norm")(x)
        return nn.Dense(self.num_classes, name="head")(x)


def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    protos = rng.normal(size=(10, 28, 28)).astype(np.float32)
    y = rng.integers(0, 10, size=n)
    x = protos[y] + 0.8 * rng.normal(size=(n, 28, 28)).astype(np.float32)
    return x.astype(np.float32), y.astype(np.int32)


def batches(x, y, rng):
    while True:
        idx = rng.permutation(len(x))
        for i in range(0, len(x) - BATCH + 1, BATCH):
            b = idx[i:i + BATCH]
            yield jnp.asarray(x[b]), jnp.asarray(y[b])


def create_state(cfg, key):
    model = Classifier(cfg["hidden"], cfg["num_classes"])
    params = model.init(key, jnp.ones((1, 28, 28)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(cfg["lr"]))


@jax.jit
def train_step(state, images, labels):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    return state, loss, jnp.mean(jnp.argmax(logits, -1) == labels)


def train(state, steps, data, tag):
    for step in range(1, steps + 1):
        images, labels = next(data)
        state, loss, acc = train_step(state, images, labels)
        if step % 20 == 0:
            print(f"[{tag}] step {step} loss {float(loss):.4f} acc {float(acc):.3f}")
    return state


def main():
    if os.path.exists(CKPT_DIR):
        shutil.rmtree(CKPT_DIR)
    x, y = make_dataset(4000, 0)
    data = batches(x, y, np.random.default_rng(0))

    print("== pretraining ==")
    state = create_state(PRETRAIN_CFG, jax.random.PRNGKey(0))
    state = train(state, PRETRAIN_CFG["steps"], data, "pretrain")
    mngr = ocp.CheckpointManager(CKPT_DIR, options=ocp.CheckpointManagerOptions(max_to_keep=2))
    mngr.save(PRETRAIN_CFG["steps"], args=ocp.args.StandardSave(state.params))
    mngr.wait_until_finished()
    print(f"saved checkpoint at step {mngr.latest_step()} to {CKPT_DIR}")

    print("== fine-tuning ==")
    ft_state = create_state(FINETUNE_CFG, jax.random.PRNGKey(1))
    abstract = jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, ft_state.params)
    restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(abstract))
    ft_state = ft_state.replace(params=restored)
    print("restored pretrained params")
    ft_state = train(ft_state, FINETUNE_CFG["steps"], data, "finetune")
    print("done")


if __name__ == "__main__":
    main()
