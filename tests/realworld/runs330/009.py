# Stage 1: train a classifier and save {"model", "step"} with Orbax.
# Stage 2 (evaluation job): rebuild the model, load the pretrained weights like load_state_dict(strict=False), evaluate.
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax import traverse_util
from flax.training import train_state

NFEAT, NCLS = 32, 8
CKPT = os.path.abspath("ckpt_009")


def dataset(n, seed):
    rng = np.random.default_rng(seed)
    w = np.random.default_rng(99).standard_normal((NFEAT, NCLS))
    x = rng.standard_normal((n, NFEAT)).astype(np.float32)
    y = np.argmax(x @ w + 0.3 * rng.standard_normal((n, NCLS)), -1).astype(np.int32)
    return x, y


def batches(x, y, bs, seed):
    idx = np.random.default_rng(seed).permutation(len(x))
    for s in range(0, len(x) - bs + 1, bs):
        j = idx[s:s + bs]
        yield x[j], y[j]


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(256, name="fc1")(x))
        x = nn.gelu(nn.Dense(256, name="fc2")(x))
        return nn.Dense(NCLS, name="classifier")(x)


model = Classifier()


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss


@jax.jit
def accuracy(params, x, y):
    return (model.apply({"params": params}, x).argmax(-1) == y).mean()


def load_pretrained(params, ckpt_tree):
    """Copy matching tensors from a checkpoint into freshly initialised params (non-strict)."""
    flat = traverse_util.flatten_dict(params, sep=".")
    src = traverse_util.flatten_dict(ckpt_tree, sep=".")
    for k in flat:
        if k in src and src[k].shape == flat[k].shape:
            flat[k] = src[k]
    return traverse_util.unflatten_dict(flat, sep=".")


def stage1_train(xtr, ytr, xte, yte):
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, NFEAT)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for epoch in range(5):
        for x, y in batches(xtr, ytr, 128, epoch):
            state, loss = train_step(state, x, y)
        print(f"[train] epoch {epoch} loss {float(loss):.4f} val_acc {float(accuracy(state.params, xte, yte)):.4f}")
    with ocp.CheckpointManager(CKPT) as mngr:
        mngr.save(int(state.step), args=ocp.args.StandardSave({"model": state.params, "step": state.step}))
        mngr.wait_until_finished()
    print(f"[train] saved checkpoint step {int(state.step)} -> {CKPT}")


def stage2_eval(xte, yte):
    params = model.init(jax.random.PRNGKey(123), jnp.zeros((1, NFEAT)))["params"]
    with ocp.CheckpointManager(CKPT) as mngr:
        step = mngr.latest_step()
        restored = mngr.restore(step, args=ocp.args.StandardRestore())
    print(f"[eval] restored checkpoint step {step} from {CKPT}")
    params = load_pretrained(params, restored)
    print(f"[eval] test accuracy {float(accuracy(params, xte, yte)):.4f} on {len(xte)} examples")


if __name__ == "__main__":
    shutil.rmtree(CKPT, ignore_errors=True)
    xtr, ytr = dataset(40000, 0)
    xte, yte = dataset(5000, 1)
    stage1_train(xtr, ytr, xte, yte)
    stage2_eval(xte, yte)
